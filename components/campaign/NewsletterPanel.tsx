'use client';

// The /edmsub page's one client part. The pre-rendered page cannot read its query, so the subscribe form is
// what the server sends; after hydration an unsubscribe link (?unsubscribe=1&email=…&token=…) turns it into
// the unsubscribe confirmation.
import { useMemo, useSyncExternalStore } from 'react';
import { readUnsubscribeLink } from '@/lib/campaign/newsletter';
import type { Locale } from '@/lib/i18n/routing';
import { SubscribeForm } from './SubscribeForm';
import { UnsubscribeForm } from './UnsubscribeForm';

const subscribe = () => () => {};
const readSearch = () => window.location.search;
const serverSearch = () => '';

export function NewsletterPanel({ locale }: { locale: Locale }) {
  const search = useSyncExternalStore(subscribe, readSearch, serverSearch);
  const link = useMemo(() => readUnsubscribeLink(search), [search]);
  return link ? <UnsubscribeForm link={link} /> : <SubscribeForm locale={locale} />;
}
