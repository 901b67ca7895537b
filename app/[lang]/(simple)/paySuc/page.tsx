import { AccountScreen } from '@/components/account/AccountScreen';
import { PaySuccess } from '@/components/checkout/PaySuccess';
import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { requireSession } from '@/lib/session/server';

// The purchase and the password prompt belong to the buyer's session: checked here, not only in the proxy.
const page = routePage('/paySuc', async (locale, texts, entry) => {
  await requireSession(locale, entry.path);
  return (
    <AccountScreen locale={locale} checkout gift>
      {renderIntro(locale, texts)}
      <PaySuccess />
    </AccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
