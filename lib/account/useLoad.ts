'use client';

// Loads one section's data after hydration; the section shows a skeleton meanwhile and a message if it
// fails (the http client has already reported what the catalogue asks for).
import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

export function useLoad<T>(fetcher: () => Promise<T>): [Load<T>, (data: T) => void, () => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const run = useCallback(() => {
    fetcher().then(
      (data) => setLoad({ state: 'ready', data }),
      () => setLoad({ state: 'error' }),
    );
    // The fetcher is a stable module function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(run, [run]);
  return [load, (data: T) => setLoad({ state: 'ready', data }), run];
}
