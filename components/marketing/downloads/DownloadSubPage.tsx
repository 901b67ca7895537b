import { appProducts, consoles, type DownloadPage } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { DownloadOverview } from './DownloadOverview';
import { GameConsolePage } from './GameConsolePage';
import { ProductPage, type AppProduct } from './ProductPage';

const isApp = (page: string): page is AppProduct => (appProducts as readonly string[]).includes(page);
const isConsole = (page: string): page is (typeof consoles)[number] => (consoles as readonly string[]).includes(page);

/** What /download/{page} shows: an app's page, the game-console page, or the all-apps overview (product). */
export function DownloadSubPage({ locale, texts, page }: { locale: Locale; texts: FullPageTexts; page: DownloadPage }) {
  if (isApp(page)) return <ProductPage locale={locale} texts={texts} product={page} />;
  if (page === 'product') return <DownloadOverview locale={locale} texts={texts} recommend={false} />;
  return <GameConsolePage locale={locale} texts={texts} focus={isConsole(page) ? page : undefined} />;
}
