'use client';

// The post's date in the display format (docs/behaviour.md#blog). The pre-rendered HTML carries it in UTC
// (the same for every visitor); in the browser it switches to the visitor's local time, after hydration, so
// the two never clash.
import { useSyncExternalStore } from 'react';
import { formatDateTime } from '@/lib/format/date';

const subscribe = () => () => {};

export function PostDate({ iso, utc, locale }: { iso: string; utc: string; locale: string }) {
  const text = useSyncExternalStore(subscribe, () => formatDateTime(Date.parse(iso), locale), () => utc);
  return <time dateTime={iso}>{text}</time>;
}
