import { routePage } from '@/components/layout/RoutePage';
import { DownloadOverview } from '@/components/marketing/downloads/DownloadOverview';

const page = routePage('/downloadProduct', (locale, texts) => (
  <DownloadOverview locale={locale} texts={texts} recommend={false} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
