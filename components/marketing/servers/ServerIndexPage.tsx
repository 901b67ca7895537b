import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, CtaBand, FactList, Section } from '@/components/marketing/kit';
import { AppLink } from '@/components/ui/AppLink';
import { countries, type Country } from '@/lib/content/catalog';
import { figureTiles, figureValues } from '@/lib/content/figures';
import { continents, network, pageForCode, type Continent } from '@/lib/content/servers';
import type { Locale } from '@/lib/i18n/routing';
import { countryName, type FullPageTexts } from '@/lib/seo/pageTexts';
import { placeNames } from './names';
import styles from './Servers.module.scss';

const PICK_KEYS = ['speed', 'local', 'travel'] as const;

/** /vpn-server: the figures, every country of the network by continent, the ten with pages, how to choose. */
export async function ServerIndexPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await getTranslations({ locale, namespace: 'serverPages' });
  const figures = figureValues(locale);
  const tiles = figureTiles(locale);
  const names = await placeNames(locale);
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const byName = (codes: readonly string[]) =>
    codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
  const featured = Object.keys(countries) as Country[];

  return (
    <>
      {renderIntro(locale, texts)}
      <div className={styles.facts}>
        <FactList
          facts={[
            { value: tiles.servers, label: t('index.facts.servers') },
            { value: tiles.countries, label: t('index.facts.countries') },
            { value: tiles.users, label: t('index.facts.users') },
          ]}
        />
      </div>
      <Section id="network" heading={t('index.networkHeading')} intro={t('index.networkIntro', figures)}>
        <div className={styles.groups}>
          {(Object.keys(continents) as Continent[]).map((continent) => (
            <div key={continent} className={styles.group}>
              <h3>{regionNames.of(continents[continent])}</h3>
              <ul className={styles.list}>
                {byName(network[continent]).map(({ code, name }) => {
                  const slug = pageForCode(code);
                  return (
                    <li key={code}>
                      {slug ? (
                        <AppLink href={`/vpn-server/${slug}`} locale={locale} className={styles.linked}>
                          {name}
                        </AppLink>
                      ) : (
                        name
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      <Section id="featured" heading={t('index.featuredHeading')} intro={t('index.featuredIntro')} tone="alt">
        <CardGrid
          locale={locale}
          cards={featured.map((slug) => ({ title: names.country(slug), text: names.cityList(slug), href: `/vpn-server/${slug}` }))}
        />
      </Section>
      <Section id="pick" heading={t('index.pickHeading')}>
        <CardGrid
          locale={locale}
          cards={PICK_KEYS.map((key) => ({ title: t(`index.pick.${key}.title`), text: t(`index.pick.${key}.text`) }))}
        />
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
