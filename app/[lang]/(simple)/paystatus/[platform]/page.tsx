import { AccountScreen } from '@/components/account/AccountScreen';
import { PayStatus } from '@/components/checkout/PayStatus';
import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { paymentPlatforms } from '@/lib/content/catalog';
import { requireSession } from '@/lib/session/server';

export const dynamicParams = false;
export const generateStaticParams = () => paymentPlatforms.map((platform) => ({ platform }));

const page = routePage(
  ({ platform }) => `/paystatus/${platform}`,
  async (locale, texts, entry) => {
    await requireSession(locale, entry.path);
    return (
      <AccountScreen locale={locale} checkout>
        {renderIntro(locale, texts)}
        <PayStatus />
      </AccountScreen>
    );
  },
);
export const generateMetadata = page.generateMetadata;
export default page.Page;
