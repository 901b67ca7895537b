import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { Section } from '@/components/marketing/kit';
import { AppLink } from '@/components/ui/AppLink';
import { AppScreenshot } from '@/components/marketing/pictures/AppScreenshot';
import { Icon } from '@/components/ui/Icon';
import { platformIcons } from '@/lib/content/platformIcons';
import { productForDevice } from '@/lib/content/downloads';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import type { Device } from '@/lib/device/device';
import { AndroidCompare } from './AndroidCompare';
import { ProductCards } from './ProductCards';
import { RecommendedCard, type Offer } from './RecommendedCard';
import { releaseTexts } from './releaseTexts';
import styles from './Downloads.module.scss';

const APPS_ID = 'all-apps';

/** One offer per detectable platform, all pre-rendered; the client card only chooses among them. */
async function offers(locale: Locale, detailsLabel: string): Promise<Partial<Record<Device, Offer>>> {
  const entries = await Promise.all(
    Object.entries(productForDevice).map(async ([device, product]) => {
      const r = await releaseTexts(locale, product);
      const offer: Offer = {
        name: r.app.name,
        meta: `${r.version} · ${r.requires}`,
        url: r.app.url,
        action: r.action,
        ...(r.app.hasPage && { details: { href: `/download/${product}`, label: detailsLabel } }),
      };
      return [device, offer] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * /download, and the all-apps pages /downloadProduct and /download/product. Only /download recommends an
 * app for the visitor's device: the other two are the neutral catalogue that shared download links point
 * to, and without the card they need no client JavaScript of their own.
 */
export async function DownloadOverview({ locale, texts, recommend }: { locale: Locale; texts: FullPageTexts; recommend: boolean }) {
  const t = await getTranslations({ locale, namespace: 'downloadPages' });
  return (
    <>
      {renderIntro(locale, texts)}
      {recommend && (
        <RecommendedCard
          locale={locale}
          heading={t('recommended.heading')}
          offers={await offers(locale, t('recommended.details'))}
          generic={{
            heading: t('recommended.generic.heading'),
            text: t('recommended.generic.text'),
            action: t('recommended.generic.action'),
            href: `#${APPS_ID}-heading`, // Section gives its heading this id
          }}
        />
      )}
      <Section id={APPS_ID} heading={t('overview.appsHeading')} intro={t('overview.appsIntro')}>
        <div className={styles.appsWithScreen}>
          <ProductCards locale={locale} />
          <AppScreenshot locale={locale} />
        </div>
      </Section>
      <Section id="consoles" heading={t('overview.consolesHeading')} tone="alt">
        <Icon icon={platformIcons.console} size={40} className={styles.platformIcon} />
        <p className={styles.methodFits}>{t('overview.consolesText')}</p>
        <AppLink href="/download/game-console" locale={locale} className={styles.button}>
          {t('overview.consolesLink')}
        </AppLink>
      </Section>
      <AndroidCompare locale={locale} tone="plain" />
    </>
  );
}
