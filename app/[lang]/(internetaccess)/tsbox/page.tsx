import { routePage } from '@/components/layout/RoutePage';
import { TsBoxPage } from '@/components/marketing/useCases/TsBoxPage';

const page = routePage('/tsbox', (locale, texts) => <TsBoxPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
