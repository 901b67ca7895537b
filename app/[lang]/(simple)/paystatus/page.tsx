import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { requireSession } from '@/lib/session/server';

const page = routePage('/paystatus', async (locale, texts, entry) => {
  await requireSession(locale, entry.path);
  return renderIntro(locale, texts);
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
