import { AccountScreen } from '@/components/account/AccountScreen';
import { MyAccount } from '@/components/account/MyAccount';
import { introPage, renderIntro } from '@/components/layout/IntroPage';

// The session is checked by ./layout.tsx before this renders.
const page = introPage('/myAccount', (locale, texts) => (
  <AccountScreen locale={locale}>
    {renderIntro(locale, texts)}
    <MyAccount locale={locale} />
  </AccountScreen>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
