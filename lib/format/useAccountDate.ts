'use client';

// Account dates in the visitor's local time (docs/behaviour.md#dates) on a page the server renders: the server
// cannot know the visitor's zone, so the HTML, and the render that hydrates it, say the time in UTC ("… UTC");
// right after hydration it switches to local time, so the two renders never disagree.
import { useSyncExternalStore } from 'react';
import { formatDateTime, type Timestamp } from './date';

const subscribe = () => () => {};

export function useAccountDate(locale: string): (value: Timestamp) => string {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  return (value) => formatDateTime(value, locale, inBrowser ? 'local' : 'UTC');
}
