import { cookies } from 'next/headers';
import { AccountScreen } from '@/components/account/AccountScreen';
import { MyAccount } from '@/components/account/MyAccount';
import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { ACCOUNT_WAIT_MS, getAccountOverview } from '@/lib/data/account';
import { settleWithin } from '@/lib/account/settle';
import { readTimeZone } from '@/lib/format/readTimeZone';
import { TIME_ZONE_COOKIE } from '@/lib/format/timeZoneCookie';
import { SESSION_COOKIE } from '@/lib/site';

// The session is checked by ./layout.tsx before this renders. The account's data is asked for here, all at
// once; what arrives within a short wait is written in place, and a slower section streams in rendered as its
// part arrives (docs/behaviour.md#account-data). Its dates are written on the reader's clock when the browser has
// left its zone in a cookie (docs/behaviour.md#dates).
const page = routePage('/myAccount', async (locale, texts) => {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value ?? '';
  const parts = await settleWithin(getAccountOverview(token), ACCOUNT_WAIT_MS);
  return (
    <AccountScreen locale={locale}>
      {renderIntro(locale, texts)}
      <MyAccount locale={locale} parts={parts} zone={readTimeZone(jar.get(TIME_ZONE_COOKIE)?.value)} />
    </AccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
