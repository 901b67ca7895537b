import { getTranslations } from 'next-intl/server';
import { Disclosure } from '@/components/marketing/kit';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { downloadProducts, type DownloadProduct } from '@/lib/content/downloads';
import { platformIcons } from '@/lib/content/platformIcons';
import type { Locale } from '@/lib/i18n/routing';
import { DownloadLink } from './DownloadLink';
import { releaseTexts } from './releaseTexts';
import styles from './Downloads.module.scss';

/** Every app as a card: its page, version and date, the direct link and the release notes. */
export async function ProductCards({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'downloadPages' });
  const all = await Promise.all(downloadProducts.map((product) => releaseTexts(locale, product)));
  return (
    <ul className={styles.products}>
      {all.map((r, i) => {
        const product = downloadProducts[i] as DownloadProduct;
        return (
          <li key={product} className={styles.product}>
            <h3 className={styles.productName}>
              <Icon icon={platformIcons[product]} size={28} className={styles.platformIcon} />
              {r.app.hasPage ? (
                <AppLink href={`/download/${product}`} locale={locale}>
                  {r.app.name}
                </AppLink>
              ) : (
                r.app.name
              )}
            </h3>
            <p>{r.summary}</p>
            <p className={styles.meta}>
              {r.version} · {r.released}
              <br />
              {r.requires}
            </p>
            <div className={styles.actions}>
              <DownloadLink href={r.app.url} label={r.action} />
            </div>
            <Disclosure summary={t('overview.notes', { version: r.app.version })}>
              <ul>
                {r.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </Disclosure>
          </li>
        );
      })}
    </ul>
  );
}
