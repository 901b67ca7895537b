import { introPage, renderIntro } from '@/components/layout/IntroPage';
import { MinimalShell } from '@/components/layout/MinimalShell';

const page = introPage('/ext/survey', (locale, texts) => (
  <MinimalShell locale={locale}>{renderIntro(locale, texts)}</MinimalShell>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
