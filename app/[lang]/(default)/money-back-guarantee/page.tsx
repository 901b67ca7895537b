import { introPage } from '@/components/layout/IntroPage';
import { MoneyBackPage } from '@/components/marketing/legal/MoneyBackPage';

const page = introPage('/money-back-guarantee', (locale, texts) => <MoneyBackPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
