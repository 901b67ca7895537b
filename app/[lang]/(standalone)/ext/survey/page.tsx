import { SurveyPage } from '@/components/campaign/SurveyPage';
import { routePage } from '@/components/layout/RoutePage';

const page = routePage('/ext/survey', (locale, texts) => <SurveyPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
