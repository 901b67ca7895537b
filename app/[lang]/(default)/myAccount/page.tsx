import { AccountScreen } from '@/components/account/AccountScreen';
import { MyAccount } from '@/components/account/MyAccount';
import { routePage, renderIntro } from '@/components/layout/RoutePage';

// The session is checked by ./layout.tsx before this renders.
const page = routePage('/myAccount', (locale, texts) => (
  <AccountScreen locale={locale}>
    {renderIntro(locale, texts)}
    <MyAccount locale={locale} />
  </AccountScreen>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
