import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, Section } from '@/components/marketing/kit';
import type { Feature, UseCase } from '@/lib/content/catalog';
import { companyCopy, SiteCta, type CompanyPageProps } from './shared';

type Target = `/features/${Feature}` | `/InternetAccess/${UseCase}` | '/vpn-server';

// Each benefit links to the page that explains it in depth (paths typed against the catalogue).
const MAIN: [key: string, href: Target][] = [
  ['wifi', '/features/wifi-protection'],
  ['travel', '/vpn-server'],
  ['streaming', '/InternetAccess/vpn-for-streaming'],
  ['gaming', '/InternetAccess/vpn-for-gaming'],
  ['throttling', '/features/isp-throttling'],
  ['noLogs', '/features/no-logs'],
];
const MORE: [key: string, href: Target][] = [
  ['killSwitch', '/features/automatic-kill-switch'],
  ['split', '/features/spilt-tunneling'],
];

/** /vpn-benefits: the everyday benefits as cards, each leading to its feature or use-case page. */
export async function BenefitsPage({ locale, texts }: CompanyPageProps) {
  const { t, values } = await companyCopy(locale);
  const cards = (group: 'main' | 'more', list: [string, Target][]) =>
    list.map(([key, href]) => ({
      title: t(`benefits.${group}.${key}.title`),
      text: t(`benefits.${group}.${key}.text`, values),
      href,
    }));
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="benefits-main" heading={t('benefits.main.heading')}>
        <CardGrid locale={locale} cards={cards('main', MAIN)} />
      </Section>
      <Section id="benefits-more" heading={t('benefits.more.heading')} tone="alt">
        <CardGrid locale={locale} cards={cards('more', MORE)} />
      </Section>
      <SiteCta locale={locale} t={t} />
    </>
  );
}
