import { AccountScreen } from '@/components/account/AccountScreen';
import { MyAccount } from '@/components/account/MyAccount';
import { introPage, renderIntro } from '@/components/layout/IntroPage';
import { requireSession } from '@/lib/session/server';

const page = introPage('/myAccount', async (locale, texts, entry) => {
  await requireSession(locale, entry.path);
  return (
    <AccountScreen locale={locale}>
      {renderIntro(locale, texts)}
      <MyAccount locale={locale} />
    </AccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
