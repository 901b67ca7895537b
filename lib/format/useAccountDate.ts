'use client';

// Account dates in the visitor's local time (docs/behaviour.md#dates) on a page the server renders. The server
// knows the visitor's zone only from the `tz` cookie the browser left (lib/format/timeZoneCookie.ts): with it,
// the HTML and the render that hydrates it already read that zone's clock, unnamed, exactly as the browser will,
// so hydration changes no text and nothing moves. Without it they say the time in UTC ("… UTC"), and right after
// hydration the dates switch to local time. Either way the two renders never disagree.
import { createContext, createElement, useContext, useSyncExternalStore } from 'react';
import { formatDateTime, type Timestamp } from './date';

const subscribe = () => () => {};

/** The reader's zone as the server read it from the cookie (null: not known). */
const ServerZone = createContext<string | null>(null);

export function ServerZoneProvider({ zone, children }: { zone: string | null; children: React.ReactNode }) {
  return createElement(ServerZone.Provider, { value: zone }, children);
}

export function useAccountDate(locale: string): (value: Timestamp) => string {
  const serverZone = useContext(ServerZone);
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  if (inBrowser) return (value) => formatDateTime(value, locale, 'local');
  return (value) => (serverZone ? formatDateTime(value, locale, serverZone, { named: false }) : formatDateTime(value, locale, 'UTC'));
}
