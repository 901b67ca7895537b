import { getTranslations } from 'next-intl/server';
import { countries, type Country } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';
import { COUNTRY_MAP, WORLD_MAP } from '@/lib/maps/sizes';
import { countryName } from '@/lib/seo/pageTexts';
import styles from './pictures.module.scss';

/**
 * The map of the network (/vpn-server) or of one country's cities (/vpn-server/<country>): a static SVG drawn at
 * build time (app/maps, lib/maps/serverMap.ts), with its legend in the page's language. The legend follows the
 * writing direction (mirrored in Arabic); the map itself never mirrors.
 */
export async function NetworkMap({ locale, country }: { locale: Locale; country?: Country }) {
  const t = await getTranslations({ locale, namespace: 'pictures.map' });
  const size = country ? COUNTRY_MAP : WORLD_MAP;
  return (
    <figure className={styles.map}>
      {/* A plain <img>: next/image would add client JavaScript to a picture that needs none. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={`/maps/${country ?? 'world'}.svg`}
        width={size.width}
        height={size.height}
        alt={country ? t(`countries.${country}`) : t('worldAlt')}
        loading="lazy"
        decoding="async"
        className={styles.mapImage}
      />
      <figcaption className={styles.legend}>
        {country && (
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.focus}`} aria-hidden="true" />
            {countryName(countries[country], locale)}
          </span>
        )}
        <span className={styles.key}>
          <span className={`${styles.swatch} ${styles.network}`} aria-hidden="true" />
          {t('legendNetwork')}
        </span>
        <span className={styles.key}>
          <span className={country ? styles.city : styles.dot} aria-hidden="true" />
          {country ? t('legendCities') : t('legendServer')}
        </span>
      </figcaption>
    </figure>
  );
}
