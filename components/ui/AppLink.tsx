'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { localizePath, prefetchAllowed, type ConnectionInfo } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & {
  /** Unprefixed path, e.g. "/pricing". */
  href: string;
  locale: Locale;
};

const subscribe = () => () => {};
const readConnection = () =>
  prefetchAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection);

/** An internal link in the page's language; it does not prefetch on 2g or data-saver connections. */
export function AppLink({ href, locale, ...rest }: Props) {
  const allowed = useSyncExternalStore(subscribe, readConnection, () => true);
  return <NextLink href={localizePath(href, locale)} prefetch={allowed ? undefined : false} {...rest} />;
}
