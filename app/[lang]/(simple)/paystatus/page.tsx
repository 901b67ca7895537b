import { AccountScreen } from '@/components/account/AccountScreen';
import { PayStatus } from '@/components/checkout/PayStatus';
import { routePage } from '@/components/layout/RoutePage';
import { requireSession } from '@/lib/session/server';

// Without a platform: the account's latest order, or the one in ?order_id= (docs/behaviour.md#pay-result).
const page = routePage('/paystatus', async (locale, _texts, entry, query) => {
  await requireSession(locale, entry.path, await query());
  return (
    <AccountScreen locale={locale} checkout payResult>
      <PayStatus />
    </AccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
