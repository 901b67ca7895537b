'use client';

// One section of /myAccount and its data (docs/behaviour.md#account-data). The page reads everything on the
// server for the signed-in request and hands each section its part as a promise (AccountDataProvider): the
// section suspends until its part arrives, streamed in the same response, and starts out ready. A part the server
// could not read (or a section shown elsewhere) is fetched after hydration, as before: a skeleton, then the data
// or a message. Refreshes (after a refund request, a resend) and local updates (an unbound device, a password
// set) go through swr, whose cache lives with the page (AccountDataProvider), never across accounts.
import { createContext, createElement, use, useContext } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { isSettled, type Settled } from './settle';

export type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/** The parts of the account page, each read by one call. */
export type AccountPart = 'profile' | 'subscription' | 'devices' | 'refund' | 'sentGifts' | 'sessions' | 'twoFactor';

/**
 * Each part as the server read it: its data (undefined when the browser should ask for it), as a value when it
 * had arrived before the page was written (lib/account/settle.ts), else a promise that streams in.
 */
export type AccountParts = Partial<Record<AccountPart, Promise<unknown> | Settled<unknown>>>;

const PartsContext = createContext<AccountParts>({});

export function AccountDataProvider({ parts, children }: { parts: AccountParts; children: React.ReactNode }) {
  // A cache of this page's own: what one account saw never shows for another in the same tab.
  return createElement(SWRConfig, { value: { provider: () => new Map() } }, createElement(PartsContext.Provider, { value: parts }, children));
}

export function useLoad<T>(part: AccountPart, fetcher: () => Promise<T>): [Load<T>, (data: T) => void, () => void] {
  const given = useContext(PartsContext)[part];
  // A promise suspends the section (its Suspense boundary shows the skeleton) until the server's answer streams in.
  const initial = (given === undefined ? undefined : isSettled(given) ? given.value : use(given)) as T | undefined;
  const { data, error, mutate } = useSWR<T>(part, fetcher, {
    fallbackData: initial,
    // With the server's data there is nothing to ask on mount; without it, ask once after hydration.
    revalidateOnMount: initial === undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // The http client has already reported a failure as the error catalogue asks; the section says it failed.
    shouldRetryOnError: false,
  });
  const load: Load<T> = data !== undefined ? { state: 'ready', data } : error ? { state: 'error' } : { state: 'loading' };
  return [load, (next: T) => void mutate(next, { revalidate: false }), () => void mutate()];
}
