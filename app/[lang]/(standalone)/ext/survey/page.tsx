import { SurveyPage } from '@/components/campaign/SurveyPage';
import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/ext/survey', (locale, texts) => <SurveyPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
