import { introPage } from '@/components/layout/IntroPage';
import { DownloadOverview } from '@/components/marketing/downloads/DownloadOverview';

const page = introPage('/download', (locale, texts) => <DownloadOverview locale={locale} texts={texts} recommend />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
