// What the company and trust pages share: their copy (messages/content/companyPages), the figures, the
// team addresses, the closing call to action and small link rows.
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink';
import { CtaBand, type Fact } from '@/components/marketing/kit';
import { figureTiles, figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import styles from './company.module.scss';

export interface CompanyPageProps {
  locale: Locale;
  texts: FullPageTexts;
}

/** Team addresses stay out of the message files so a translation cannot change them. */
export const EMAILS = {
  support: 'support@harborvpn.example',
  press: 'press@harborvpn.example',
  affiliates: 'affiliates@harborvpn.example',
  creators: 'creators@harborvpn.example',
} as const;

export const STEP_KEYS = ['1', '2', '3'] as const;

/** The group's translator and the figures formatted for the language, for ICU placeholders. */
export async function companyCopy(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'companyPages' });
  return { t, values: figureValues(locale) };
}

type CompanyT = Awaited<ReturnType<typeof companyCopy>>['t'];
type FactKey = 'servers' | 'countries' | 'users' | 'rating' | 'moneyBack';

/** The headline figures as FactList items (figure tiles: docs/content.md#figures), formatted for the page's language. */
export function figureFacts(t: CompanyT, locale: Locale, keys: readonly FactKey[]): Fact[] {
  const v = figureValues(locale);
  const tiles = figureTiles(locale);
  const number = new Intl.NumberFormat(locale);
  const value: Record<FactKey, string> = {
    servers: tiles.servers,
    countries: tiles.countries,
    users: tiles.users,
    // No spaces: "4.8/5" stays one left-to-right number in Arabic text (a lone "/" between digits binds them).
    rating: `${v.rating}/${number.format(5)}`,
    moneyBack: number.format(v.moneyBackDays),
  };
  return keys.map((key) => ({ value: value[key], label: t(`facts.${key}`, v) }));
}

/** A mailto button with the address written out beside it, for visitors without a mail app. */
export function MailAction({ email, label }: { email: string; label: string }) {
  return (
    <p className={styles.actions}>
      <a href={`mailto:${email}`} className={styles.button}>
        {label}
      </a>
      <span className={styles.address}>{email}</span>
    </p>
  );
}

/** A row of outlined links to other pages of the site. */
export function LinkActions({ locale, links }: { locale: Locale; links: { href: string; label: string }[] }) {
  return (
    <ul className={styles.actions}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} locale={locale} className={styles.linkButton}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action most pages share: download the app, or compare the plans. */
export function SiteCta({ locale, t }: { locale: Locale; t: CompanyT }) {
  return (
    <CtaBand
      locale={locale}
      heading={t('cta.heading')}
      text={t('cta.text')}
      primary={{ href: '/download', label: t('cta.download') }}
      secondary={{ href: '/pricing', label: t('cta.plans') }}
    />
  );
}

/** The closing call to action of the partner pages (affiliates, creators). */
export function PartnerCta({ locale, t }: { locale: Locale; t: CompanyT }) {
  return (
    <CtaBand
      locale={locale}
      heading={t('partnerCta.heading')}
      text={t('partnerCta.text')}
      primary={{ href: '/download', label: t('cta.download') }}
      secondary={{ href: '/pricing', label: t('cta.plans') }}
    />
  );
}
