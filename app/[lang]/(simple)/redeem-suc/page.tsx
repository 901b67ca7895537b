import { AccountScreen } from '@/components/account/AccountScreen';
import { RedeemForm } from '@/components/gift/RedeemForm';
import { routePage } from '@/components/layout/RoutePage';

// The form decides in the browser whether the visitor is signed in, so the page itself stays static; it
// draws the heading too, which reads differently before and after redeeming.
const page = routePage('/redeem-suc', (locale) => (
  <AccountScreen locale={locale} guarded gift>
    <RedeemForm />
  </AccountScreen>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
