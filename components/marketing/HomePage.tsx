import { getTranslations } from 'next-intl/server';
import { IpBannerSlot } from '@/components/layout/IpBannerSlot';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { CardGrid, CtaBand, FactList, Section } from '@/components/marketing/kit';
import { AppLink } from '@/components/ui/AppLink';
import { figureTiles, figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';
import type { Device } from '@/lib/device/device';
import { DownloadButton } from './home/DownloadButton';
import { cardsOfUseCases, PLATFORMS, protectionCards } from './home/homeCards';
import { FaqTeaser, PricingTeaser } from './home/HomeTeasers';
import homeStyles from './home/Home.module.scss';
import styles from './HomePage.module.scss';

const DEVICE_NAMES: Record<Exclude<Device, ''>, string> = {
  windows: 'Windows',
  mac: 'macOS',
  ios: 'iOS',
  android: 'Android',
  chrome: 'Chrome',
};

/** The home page (/, /home and /home/preview): the header sits over the hero, not in the usual bar. */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const figures = figureValues(locale);
  const tiles = figureTiles(locale);
  const download = t('homePage.hero.download');
  const plans = t('homePage.hero.plans');
  const labels = Object.fromEntries(
    Object.entries(DEVICE_NAMES).map(([device, platform]) => [device, t('homePage.hero.downloadFor', { platform })]),
  );
  const facts = [
    { value: tiles.servers, label: t('homePage.facts.servers') },
    { value: tiles.countries, label: t('homePage.facts.countries') },
    { value: tiles.users, label: t('homePage.facts.users') },
    { value: figures.encryption, label: t('homePage.facts.encryption') },
  ];

  return (
    <>
      <SiteHeader locale={locale} variant="overlay" />
      <main id="main" className={styles.main}>
        <section className={styles.hero} aria-labelledby="home-heading">
          <div className="container">
            <h1 id="home-heading" className={styles.heading}>
              {t('pages.home.heading')}
            </h1>
            <p className={styles.lead}>{t('pages.home.lead')}</p>
            <div className={styles.actions}>
              <DownloadButton locale={locale} className={styles.primary} label={download} labels={labels} />
              <AppLink href="/pricing" locale={locale} className={styles.secondary}>
                {plans}
              </AppLink>
            </div>
          </div>
        </section>
        <div className={`container ${styles.body}`}>
          <Section id="figures" heading={t('homePage.facts.heading')}>
            <FactList facts={facts} />
            <p className={homeStyles.rating}>{t('homePage.facts.rating', figures)}</p>
          </Section>
          <Section id="protections" heading={t('homePage.protections.heading')} intro={t('homePage.protections.intro')} tone="alt">
            <CardGrid cards={await protectionCards(locale)} locale={locale} />
          </Section>
          <Section id="use-cases" heading={t('homePage.useCases.heading')}>
            <CardGrid cards={await cardsOfUseCases(locale)} locale={locale} />
          </Section>
          <Section id="platforms" heading={t('homePage.platforms.heading')} intro={t('homePage.platforms.intro')} tone="alt">
            <ul className={homeStyles.platforms}>
              {PLATFORMS.map(({ name, href }) => (
                <li key={href + (name ?? '')}>
                  <AppLink href={href} locale={locale} className={homeStyles.platform}>
                    {name ?? t('homePage.platforms.consoles')}
                  </AppLink>
                </li>
              ))}
            </ul>
          </Section>
          <PricingTeaser locale={locale} />
          <FaqTeaser locale={locale} />
          <CtaBand
            locale={locale}
            heading={t('homePage.cta.heading')}
            text={t('homePage.cta.text')}
            primary={{ href: '/download', label: download }}
            secondary={{ href: '/pricing', label: plans }}
          />
        </div>
      </main>
      <SiteFooter locale={locale} />
      <IpBannerSlot locale={locale} />
    </>
  );
}
