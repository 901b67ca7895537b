import { introPage, renderIntro } from '@/components/layout/IntroPage';
import { requireSession } from '@/lib/session/server';

const page = introPage('/myAccount', async (locale, texts, entry) => {
  await requireSession(locale, entry.path);
  return renderIntro(locale, texts);
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
