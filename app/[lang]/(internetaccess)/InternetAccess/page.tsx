import { introPage } from '@/components/layout/IntroPage';
import { InternetAccessPage } from '@/components/marketing/useCases/InternetAccessPage';

const page = introPage('/InternetAccess', (locale, texts) => <InternetAccessPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
