import { AccountScreen } from '@/components/account/AccountScreen';
import { PayStatus } from '@/components/checkout/PayStatus';
import { routePage } from '@/components/layout/RoutePage';
import { paymentPlatforms } from '@/lib/content/catalog';
import { requireSession } from '@/lib/session/server';

export const dynamicParams = false;
export const generateStaticParams = () => paymentPlatforms.map((platform) => ({ platform }));

const page = routePage(
  ({ platform }) => `/paystatus/${platform}`,
  async (locale, _texts, entry, query) => {
    // The query (?order_id=) comes back after sign-in too (docs/behaviour.md#sessions).
    await requireSession(locale, entry.path, await query());
    return (
      <AccountScreen locale={locale} checkout payResult>
        <PayStatus />
      </AccountScreen>
    );
  },
);
export const generateMetadata = page.generateMetadata;
export default page.Page;
