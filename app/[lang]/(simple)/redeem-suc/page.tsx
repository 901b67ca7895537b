import { GuardedAccountScreen } from '@/components/account/GuardedAccountScreen';
import { RedeemForm } from '@/components/gift/RedeemForm';
import { routePage } from '@/components/layout/RoutePage';

// The form decides in the browser whether the visitor is signed in, so the page itself stays static; it
// draws the heading too, which reads differently before and after redeeming.
const page = routePage('/redeem-suc', (locale) => (
  <GuardedAccountScreen locale={locale} gift>
    <RedeemForm />
  </GuardedAccountScreen>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
