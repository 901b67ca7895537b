import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, CopyHtml, CtaBand, Section } from '@/components/marketing/kit';
import { companyCopy, type CompanyPageProps } from './shared';

const SECURE: [key: string, href?: string][] = [
  ['networks', '/features/wifi-protection'],
  ['calls'],
  ['split', '/features/spilt-tunneling'],
  ['killSwitch', '/features/automatic-kill-switch'],
];

/** /wfh: working from home securely, good habits, and the way to the work-PC guide. */
export async function WfhPage({ locale, texts }: CompanyPageProps) {
  const { t } = await companyCopy(locale);
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="wfh-secure" heading={t('wfh.secure.heading')}>
        <CardGrid
          locale={locale}
          cards={SECURE.map(([key, href]) => ({
            title: t(`wfh.secure.${key}.title`),
            text: t(`wfh.secure.${key}.text`),
            ...(href && { href }),
          }))}
        />
      </Section>
      <Section id="wfh-habits" heading={t('wfh.habits.heading')} tone="alt">
        <CopyHtml html={t.raw('wfh.habits.html') as string} />
      </Section>
      <CtaBand
        locale={locale}
        heading={t('wfh.pc.heading')}
        text={t('wfh.pc.text')}
        primary={{ href: '/wfh/pc', label: t('wfh.pc.link') }}
        secondary={{ href: '/pricing', label: t('cta.plans') }}
      />
    </>
  );
}
