import { routePage } from '@/components/layout/RoutePage';
import { DownloadSubPage } from '@/components/marketing/downloads/DownloadSubPage';
import { downloadPages, type DownloadPage } from '@/lib/content/catalog';

export const dynamicParams = false;
export const generateStaticParams = () => downloadPages.map((product) => ({ product }));

const page = routePage(
  ({ product }) => `/download/${product}`,
  // The route table only has entries for downloadPages, so the path's last segment is one of them.
  (locale, texts, entry) => (
    <DownloadSubPage locale={locale} texts={texts} page={entry.path.slice('/download/'.length) as DownloadPage} />
  ),
);
export const generateMetadata = page.generateMetadata;
export default page.Page;
