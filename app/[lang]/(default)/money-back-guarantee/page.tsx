import { routePage } from '@/components/layout/RoutePage';
import { MoneyBackPage } from '@/components/marketing/legal/MoneyBackPage';

const page = routePage('/money-back-guarantee', (locale, texts) => <MoneyBackPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
