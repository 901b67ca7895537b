'use client';

// Loads ClientRuntime once the page is idle, so analytics, geo and session code stay out of the
// first-load JavaScript and never compete with the first paint or hydration.
import { useEffect, useState, type ComponentType } from 'react';
import { reloadOnChunkError } from '@/lib/runtime/chunkReload';
import type { ClientRuntimeProps } from './ClientRuntime';

// A busy page (animations, long tasks) may never be idle; it still gets the runtime after this long.
const IDLE_TIMEOUT_MS = 3_000;
// Safari has no requestIdleCallback: wait a moment after hydration instead.
const FALLBACK_DELAY_MS = 1_000;

export function LazyRuntime(props: ClientRuntimeProps) {
  const [Runtime, setRuntime] = useState<ComponentType<ClientRuntimeProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      import('./ClientRuntime').then(
        (module) => {
          if (!cancelled) setRuntime(() => module.ClientRuntime);
        },
        // A deploy since this page loaded: its chunks are gone. Reload (throttled); otherwise the page
        // simply works without the runtime.
        (error: unknown) => reloadOnChunkError(error),
      );
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(load, FALLBACK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  return Runtime ? <Runtime {...props} /> : null;
}
