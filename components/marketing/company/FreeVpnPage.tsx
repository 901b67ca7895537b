import { renderIntro } from '@/components/layout/RoutePage';
import { CopyHtml, CtaBand, Section } from '@/components/marketing/kit';
import { FIGURES } from '@/lib/content/figures';
import { DataTable, type Row } from '@/components/marketing/kit';
import { companyCopy, type CompanyPageProps } from './shared';

/**
 * /free-vpn: free versus premium, only with what the product states: free is ad-supported; premium (VIP) is
 * ad-free with the kill switch and faster speed; encryption, the no-log policy and 24/7 support apply to both.
 */
export async function FreeVpnPage({ locale, texts }: CompanyPageProps) {
  const { t, values } = await companyCopy(locale);
  const c = (key: string) => t(`freeVpn.compare.${key}`);
  const both = (key: string, cell: string): Row => ({ key, header: c(key), cells: [cell, cell] });
  const rows: Row[] = [
    { key: 'ads', header: c('ads.name'), cells: [c('ads.free'), c('ads.premium')] },
    { key: 'killSwitch', header: c('killSwitch'), cells: [c('notIncluded'), c('included')] },
    { key: 'speed', header: c('speed.name'), cells: [c('speed.free'), c('speed.premium')] },
    both('encryption', FIGURES.encryption),
    both('noLogs', c('included')),
    both('support', c('included')),
  ];
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="free-compare" heading={c('heading')}>
        <DataTable id="free-plans" caption={c('caption')} columns={[c('feature'), c('free'), c('premium')]} rows={rows} />
      </Section>
      <Section id="free-safe" heading={t('freeVpn.safe.heading')} tone="alt">
        <CopyHtml html={t.raw('freeVpn.safe.html') as string} />
      </Section>
      <CtaBand
        locale={locale}
        heading={t('freeVpn.cta.heading')}
        text={t('freeVpn.cta.text', values)}
        primary={{ href: '/pricing', label: t('freeVpn.cta.plans') }}
        secondary={{ href: '/download', label: t('freeVpn.cta.download') }}
      />
    </>
  );
}
