import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { CtaBand, GuideSection, Section, StepList } from '@/components/marketing/kit';
import { NetworkMap } from '@/components/marketing/pictures/NetworkMap';
import { AppLink } from '@/components/ui/AppLink';
import type { Country } from '@/lib/content/catalog';
import type { CountryGuide } from '@/lib/content/guides';
import { serverLocations } from '@/lib/content/servers';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { placeNames } from './names';
import styles from './Servers.module.scss';

/**
 * /vpn-server/{country}: the country's guide (docs/content.md): cities by region, what its servers are good for,
 * each city's use, the legal context, latency from the neighbours, how to connect, related places. Sentences that
 * name the country are written per country (`phrases`), so each language gives the name its grammatical form.
 */
export async function ServerCountryPage({ locale, texts, slug }: { locale: Locale; texts: FullPageTexts; slug: Country }) {
  const t = await getTranslations({ locale, namespace: 'serverPages' });
  const tg = await getTranslations({ locale, namespace: 'countryGuides.countries' });
  const guide = tg.raw(slug) as CountryGuide;
  const names = await placeNames(locale);
  const steps = [t('country.steps.1'), guide.phrases.findStep, t('country.steps.3'), guide.phrases.connectedStep];

  return (
    <>
      {renderIntro(locale, texts)}
      <p className={styles.guideLead}>{guide.lead}</p>
      <Section id="locations" heading={guide.phrases.locationsHeading} intro={t('country.locationsIntro')}>
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
        <NetworkMap locale={locale} country={slug} />
      </Section>
      <Section id="good-for" heading={guide.phrases.goodForHeading} tone="alt">
        <p className={styles.text}>{t(`about.${slug}`)}</p>
      </Section>
      <GuideSection id="uses" section={guide.uses} />
      <GuideSection id="cities" section={guide.cities} tone="alt" />
      <GuideSection id="legal" section={guide.legal} />
      <GuideSection id="latency" section={guide.latency} tone="alt" />
      <Section id="connect" heading={guide.phrases.connectHeading}>
        <StepList steps={steps} />
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
