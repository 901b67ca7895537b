import { cookies } from 'next/headers';
import { AccountScreen } from '@/components/account/AccountScreen';
import { MyAccount } from '@/components/account/MyAccount';
import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { getAccountOverview } from '@/lib/data/account';
import { SESSION_COOKIE } from '@/lib/site';

// The session is checked by ./layout.tsx before this renders. The account's data is asked for here, all at
// once, and each section streams in rendered as its part arrives (docs/behaviour.md#account-data).
const page = routePage('/myAccount', async (locale, texts) => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? '';
  return (
    <AccountScreen locale={locale}>
      {renderIntro(locale, texts)}
      <MyAccount locale={locale} parts={getAccountOverview(token)} />
    </AccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
