'use client';

// Whether this render runs in the browser after hydration. A button the server renders does nothing until its
// script runs; account pages now arrive rendered (docs/behaviour.md#account-data), so such a button is disabled
// until then rather than ignoring a quick click (the same rule as SubmitButton's `ready`).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
