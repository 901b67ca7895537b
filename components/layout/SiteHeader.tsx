import { Activity } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { SITE_NAME } from '@/lib/site';
import { AppLink } from '@/components/ui/AppLink';
import { AccountEntry } from './AccountEntry';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MenuToggle } from './MenuToggle';
import styles from './SiteHeader.module.scss';

const NAV = [
  ['/features', 'features'],
  ['/InternetAccess', 'useCases'],
  ['/download', 'download'],
  ['/pricing', 'pricing'],
  ['/blog', 'blog'],
  ['/faq', 'help'],
] as const;

interface Props {
  locale: Locale;
  /** "overlay": transparent over the home page hero, not the usual solid bar (docs/behaviour.md#routes). */
  variant?: 'solid' | 'overlay';
  /** "minimal": logo and language only, for sign-in and checkout screens. */
  minimal?: boolean;
}

export async function SiteHeader({ locale, variant = 'solid', minimal = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  const nav = await getTranslations({ locale, namespace: 'nav' });

  return (
    // Hydrated on its own, in short slices, after the page's first pass (docs/behaviour.md#hydration).
    <Activity>
      <header className={`${styles.header} ${styles[variant]}`}>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <div className={`container ${styles.bar}`}>
          <AppLink href="/" locale={locale} className={styles.logo} aria-label={t('homeLink')}>
            <Logo />
            <span aria-hidden="true">{SITE_NAME}</span>
          </AppLink>
          {minimal ? (
            <LanguageSwitcher locale={locale} label={t('languageLabel')} />
          ) : (
            <MenuToggle openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
              <nav aria-label={t('mainNav')}>
                <ul className={styles.navList}>
                  {NAV.map(([href, key]) => (
                    <li key={key}>
                      <AppLink href={href} locale={locale} className={styles.navLink}>
                        {nav(key)}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className={styles.tools}>
                <LanguageSwitcher locale={locale} label={t('languageLabel')} />
                <AccountEntry
                  locale={locale}
                  signInLabel={t('signIn')}
                  accountLabel={t('myAccount')}
                  className={styles.account}
                />
              </div>
            </MenuToggle>
          )}
        </div>
      </header>
    </Activity>
  );
}
