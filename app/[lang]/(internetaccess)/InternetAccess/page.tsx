import { routePage } from '@/components/layout/RoutePage';
import { InternetAccessPage } from '@/components/marketing/useCases/InternetAccessPage';

const page = routePage('/InternetAccess', (locale, texts) => <InternetAccessPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
