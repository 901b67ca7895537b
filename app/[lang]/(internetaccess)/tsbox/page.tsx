import { introPage } from '@/components/layout/IntroPage';
import { TsBoxPage } from '@/components/marketing/useCases/TsBoxPage';

const page = introPage('/tsbox', (locale, texts) => <TsBoxPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
