// The translated facts of one app, shared by the overview cards, the recommendation and the app's page.
import { getTranslations } from 'next-intl/server';
import { downloads, formatReleaseDate, type AppRelease, type DownloadProduct } from '@/lib/content/downloads';
import type { Locale } from '@/lib/i18n/routing';

export interface ReleaseTexts {
  app: AppRelease;
  version: string;
  released: string;
  requires: string;
  /** Text of the download link, e.g. "Download for Windows" or "Get it on Google Play". */
  action: string;
  summary: string;
  notes: string[];
}

export async function releaseTexts(locale: Locale, product: DownloadProduct): Promise<ReleaseTexts> {
  const t = await getTranslations({ locale, namespace: 'downloadPages' });
  const app = downloads[product];
  return {
    app,
    version: t('meta.version', { version: app.version }),
    released: t('meta.released', { date: formatReleaseDate(app.released, locale) }),
    requires: t('meta.requires', { os: app.minOs }),
    action: t(`actions.${app.channel}`, { name: app.name }),
    summary: t(`products.${product}.summary`),
    notes: app.notes.map((key) => t(`products.${product}.notes.${key}`)),
  };
}
