import { Activity } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { AppLink } from '@/components/ui/AppLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './SiteFooter.module.scss';

// Footer columns: [heading key, [[path, link key], ...]]
const COLUMNS = [
  ['product', [
    ['/features', 'features'], ['/pricing', 'pricing'], ['/free-vpn', 'freeVpn'], ['/gift-card', 'giftCard'],
    ['/vpn-server', 'vpnServers'], ['/what-is-vpn', 'whatIsVpn'], ['/faq', 'faq'], ['/blog', 'blog'],
  ]],
  ['downloads', [
    ['/download/windows', 'windows'], ['/download/macos', 'macos'], ['/download/ios', 'ios'],
    ['/download/androidpro', 'android'], ['/download/game-console', 'gameConsole'],
  ]],
  ['company', [
    ['/aboutus', 'aboutUs'], ['/contact-us', 'contactUs'], ['/press-room', 'pressRoom'],
    ['/affiliate-program', 'affiliate'], ['/influencer', 'influencer'],
  ]],
  ['legal', [
    ['/policy', 'policy'], ['/cookie-policy', 'cookiePolicy'], ['/terms-of-service', 'terms'],
    ['/money-back-guarantee', 'moneyBack'],
  ]],
] as const;

interface Props {
  locale: Locale;
  /** "compact": legal links and languages only, for sign-in and checkout screens. */
  compact?: boolean;
}

export async function SiteFooter({ locale, compact = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const layout = await getTranslations({ locale, namespace: 'layout' });
  const columns = compact ? COLUMNS.filter(([heading]) => heading === 'legal') : COLUMNS;

  return (
    // Hydrated on its own, in short slices, after the page's first pass (docs/behaviour.md#hydration).
    <Activity>
      <footer className={styles.footer}>
        <div className="container">
          {!compact && <p className={styles.tagline}>{t('tagline')}</p>}
          <div className={styles.columns}>
            {columns.map(([heading, links]) => (
              <nav key={heading} aria-labelledby={`footer-${heading}`} className={styles.column}>
                <h2 id={`footer-${heading}`} className={styles.heading}>
                  {t(heading)}
                </h2>
                <ul className={styles.list}>
                  {links.map(([href, key]) => (
                    <li key={href}>
                      <AppLink href={href} locale={locale} className={styles.link}>
                        {t(`links.${key}`)}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <div className={styles.languages}>
            <h2 className={styles.heading}>{t('languages')}</h2>
            <LanguageSwitcher locale={locale} label={layout('chooseLanguage')} variant="list" />
          </div>
          <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </Activity>
  );
}
