import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { CtaBand, Section, StepList } from '@/components/marketing/kit';
import { AppLink } from '@/components/ui/AppLink';
import type { Country } from '@/lib/content/catalog';
import { serverLocations } from '@/lib/content/servers';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { placeNames } from './names';
import styles from './Servers.module.scss';

const STEP_KEYS = ['1', '2', '3', '4'] as const;

/** /vpn-server/{country}: cities by region, what the location is good for, how to connect, related places. */
export async function ServerCountryPage({ locale, texts, slug }: { locale: Locale; texts: FullPageTexts; slug: Country }) {
  const t = await getTranslations({ locale, namespace: 'serverPages' });
  const names = await placeNames(locale);
  const country = names.country(slug);

  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="locations" heading={t('country.locationsHeading', { country })} intro={t('country.locationsIntro')}>
        <div className={styles.groups}>
          {names.regions(slug).map(({ region, cities }) => (
            <div key={region} className={styles.group}>
              <h3>{region}</h3>
              <ul className={styles.list}>
                {cities.map((city) => (
                  <li key={city}>{city}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className={styles.note}>{t('country.missing')}</p>
      </Section>
      <Section id="good-for" heading={t('country.goodForHeading', { country })} tone="alt">
        <p className={styles.text}>{t(`about.${slug}`)}</p>
      </Section>
      <Section id="connect" heading={t('country.connectHeading', { country })}>
        <StepList steps={STEP_KEYS.map((key) => t(`country.steps.${key}`, { country }))} />
      </Section>
      <Section id="related" heading={t('country.relatedHeading')} tone="alt">
        <ul className={styles.list}>
          {serverLocations[slug].related.map((other) => (
            <li key={other}>
              <AppLink href={`/vpn-server/${other}`} locale={locale} className={styles.linked}>
                {names.country(other)}
              </AppLink>
            </li>
          ))}
        </ul>
        <AppLink href="/vpn-server" locale={locale} className={styles.more}>
          {t('country.allLocations')}
        </AppLink>
      </Section>
      <CtaBand
        locale={locale}
        heading={t('cta.heading')}
        text={t('cta.text')}
        primary={{ href: '/download', label: t('cta.primary') }}
        secondary={{ href: '/pricing', label: t('cta.secondary') }}
      />
    </>
  );
}
