import { SITE_COOKIES, SITE_STORAGE, type Lifetime } from '@/lib/content/cookies';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { DataTable } from '@/components/marketing/kit';
import { LegalDocument } from './LegalDocument';
import { contactSection, legalSections, legalT, type LooseT } from './sections';

export const COOKIE_SECTIONS = ['about', 'list', 'storage', 'others', 'control'] as const;

function lifetimeText(t: LooseT, lifetime: Lifetime): string {
  return typeof lifetime === 'string'
    ? t(`legalPages.cookies.lifetimes.${lifetime}`)
    : t('legalPages.cookies.lifetimes.days', { days: lifetime.days });
}

/** The cookie policy (/cookie-policy): the cookies and browser storage the site really uses, from lib/content/cookies. */
export async function CookiePolicyPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await legalT(locale);
  const c = (key: string) => t(`legalPages.cookies.${key}`);
  const purpose = (key: string) => c(`purposes.${key}`);
  const sections = [...legalSections(t, locale, 'cookies', COOKIE_SECTIONS), contactSection(t)];

  const cookieTable = (
    <DataTable
      id="cookie-table"
      caption={c('cookieCaption')}
      columns={['name', 'purpose', 'lifetime', 'type'].map((k) => c(`columns.${k}`))}
      rows={SITE_COOKIES.map((cookie) => ({
        key: cookie.name,
        header: <code dir="ltr">{cookie.name}</code>,
        cells: [purpose(cookie.purpose), lifetimeText(t, cookie.lifetime), c(`types.${cookie.type}`)],
      }))}
    />
  );
  const storageTable = (
    <DataTable
      id="storage-table"
      caption={c('storageCaption')}
      columns={['name', 'purpose', 'lifetime', 'area'].map((k) => c(`columns.${k}`))}
      rows={SITE_STORAGE.map((value) => ({
        key: value.name,
        header: <code dir="ltr">{value.name}</code>,
        cells: [purpose(value.purpose), lifetimeText(t, value.lifetime), c(`areas.${value.area}`)],
      }))}
    />
  );

  const withTables = sections.map((section) =>
    section.id === 'list' ? { ...section, extra: cookieTable } : section.id === 'storage' ? { ...section, extra: storageTable } : section,
  );
  return <LegalDocument locale={locale} texts={texts} tocLabel={t('legalPages.toc')} sections={withTables} />;
}
