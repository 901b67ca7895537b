'use client';

import { useEffect } from 'react';
import { storeUtmInSession } from '@/lib/tracking/utm';

/** Copies the landing URL's UTM tags into session storage with a front_id (the proxy keeps the cookie). */
export function UtmCapture() {
  useEffect(() => {
    if (!window.location.search.includes('utm_')) return;
    try {
      storeUtmInSession(window.location.search, window.sessionStorage, () => crypto.randomUUID());
    } catch {
      // Storage can be disabled (private modes, policies); attribution then relies on the cookie alone.
    }
  }, []);
  return null;
}
