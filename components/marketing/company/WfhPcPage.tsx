import { renderIntro } from '@/components/layout/RoutePage';
import { CtaBand, Section, StepList } from '@/components/marketing/kit';
import { companyCopy, LinkActions, STEP_KEYS, type CompanyPageProps } from './shared';
import styles from './company.module.scss';

const SYSTEMS = [
  { key: 'windows', download: '/download/windows' },
  { key: 'macos', download: '/download/macos' },
] as const;

/** /wfh/pc: setting up a work computer on Windows or macOS, and split tunneling for company apps. */
export async function WfhPcPage({ locale, texts }: CompanyPageProps) {
  const { t } = await companyCopy(locale);
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="pc-before" heading={t('wfhPc.before.heading')}>
        <p className={styles.text}>{t('wfhPc.before.text')}</p>
      </Section>
      {SYSTEMS.map(({ key, download }, i) => (
        <Section key={key} id={`pc-${key}`} heading={t(`wfhPc.${key}.heading`)} tone={i === 0 ? 'alt' : 'plain'}>
          <StepList steps={STEP_KEYS.map((step) => t(`wfhPc.${key}.steps.${step}`))} />
          <LinkActions locale={locale} links={[{ href: download, label: t(`wfhPc.${key}.link`) }]} />
        </Section>
      ))}
      <Section id="pc-split" heading={t('wfhPc.split.heading')} tone="alt">
        <p className={styles.text}>{t('wfhPc.split.text')}</p>
        <LinkActions locale={locale} links={[{ href: '/features/spilt-tunneling', label: t('wfhPc.split.link') }]} />
      </Section>
      <CtaBand
        locale={locale}
        heading={t('wfhPc.cta.heading')}
        text={t('wfhPc.cta.text')}
        primary={{ href: '/download/windows', label: t('wfhPc.windows.link') }}
        secondary={{ href: '/download/macos', label: t('wfhPc.macos.link') }}
      />
    </>
  );
}
