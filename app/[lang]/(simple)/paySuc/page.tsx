import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountScreen } from '@/components/account/AccountScreen';
import { PaySuccess } from '@/components/checkout/PaySuccess';
import { findEntry, MISSING_PAGE_METADATA, routePage, type PageProps } from '@/components/layout/RoutePage';
import { buildMetadata } from '@/lib/seo/metadata';
import { pageTexts } from '@/lib/seo/pageTexts';
import { requireSession } from '@/lib/session/server';

// The result of a purchase (docs/behaviour.md#pay-result): its heading and lead come from the order's real state,
// rendered by the component once known, so the route renders no intro of its own. An account page (spec): the
// session is checked here on the server too, and a visitor without one signs in and comes back with the query.
const page = routePage('/paySuc', async (locale, _texts, entry, query) => {
  await requireSession(locale, entry.path, await query());
  return (
    <AccountScreen locale={locale} checkout gift payResult>
      <PaySuccess signedIn />
    </AccountScreen>
  );
});

// The title and description name no outcome either: the tab reads "Your order", never "Payment successful".
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const found = await findEntry(params, '/paySuc');
  if (!found) return MISSING_PAGE_METADATA;
  const t = await getTranslations({ locale: found.locale, namespace: 'payResult.meta' });
  const texts = await pageTexts(found.entry, found.locale);
  return buildMetadata(found.entry, found.locale, { ...texts, title: t('title'), description: t('description') });
}
export default page.Page;
