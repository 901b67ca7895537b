import { cookies } from 'next/headers';
import { AccountScreen } from '@/components/account/AccountScreen';
import { MyAccount } from '@/components/account/MyAccount';
import { drawSections } from '@/components/account/drawnSections';
import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { ACCOUNT_WAIT_MS, getAccountOverview } from '@/lib/data/account';
import { settleWithin } from '@/lib/account/settle';
import { readTimeZone } from '@/lib/format/readTimeZone';
import { TIME_ZONE_COOKIE } from '@/lib/format/timeZoneCookie';
import { SESSION_COOKIE } from '@/lib/site';

// The session is checked by ./layout.tsx before this renders. The account's data is asked for here, all at
// once; what arrives within a short wait is written in place, and a slower section streams in rendered as its
// part arrives. A section with nothing to press is drawn here whole (docs/behaviour.md#account-data). Dates
// are written on the reader's clock when the browser has left its zone in a cookie (docs/behaviour.md#dates).
const page = routePage('/myAccount', async (locale, texts) => {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value ?? '';
  const zone = readTimeZone(jar.get(TIME_ZONE_COOKIE)?.value);
  const { drawn, parts } = drawSections(await settleWithin(getAccountOverview(token), ACCOUNT_WAIT_MS), locale, zone);
  return (
    <AccountScreen locale={locale}>
      {renderIntro(locale, texts)}
      <MyAccount locale={locale} parts={parts} zone={zone} drawn={drawn} />
    </AccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
