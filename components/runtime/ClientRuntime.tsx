'use client';

// Everything the browser does on every page, wired once in the layout (through LazyRuntime, so none of it
// is in the first-load JavaScript of marketing pages): app and user state, device and mobile-layout flag,
// geo, analytics, multi-tab sync and the chunk-reload guard. Renders nothing. Stores are filled here, in
// effects, never during server rendering (see lib/stores/app.ts).
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { installChunkReload } from '@/lib/runtime/chunkReload';
import { inTurns } from '@/lib/runtime/inTurns';
import { rememberTimeZone } from '@/lib/format/timeZoneCookie';
import { useAppStore } from '@/lib/stores/app';
import { browserStorage } from '@/lib/browser/localStore';
import { useSettingsStore } from '@/lib/stores/settings';
import { hasSignedInCookie, startSession } from '@/lib/stores/user';
import { startAnalytics, track, trackPageView } from '@/lib/tracking/analytics';
import { browserDevice, isH5, rememberDevice } from '@/lib/device/device';
import { loadGeo } from '@/lib/tracking/geo';
import { isAccountPage, onAuthChange, reactToAuthChange, startHeartbeat } from '@/lib/tracking/heartbeat';

export interface ClientRuntimeProps {
  locale: Locale;
}

// The profile is fetched once per page load (docs/behaviour.md#sessions), even when React mounts effects twice.
let sessionStarted = false;

export function ClientRuntime({ locale }: ClientRuntimeProps) {
  const pathname = usePathname();
  const router = useRouter();
  // Listeners installed once read the current page through this ref.
  const page = useRef({ pathname, locale });
  const lastView = useRef<string | null>(null);

  useEffect(() => {
    page.current = { pathname, locale };
  }, [pathname, locale]);

  useEffect(() => {
    useAppStore.getState().init({ language: locale, host: window.location.host });
  }, [locale]);

  useEffect(() => {
    // What the page reads at once (the device for its page view, the settings, the auth listeners) is set up now;
    // the rest follows in turns, one task each, so that the start is never one long task (lib/runtime/inTurns.ts).
    useAppStore.getState().setDevice(rememberDevice(browserStorage('session'), browserDevice));
    useSettingsStore.getState().hydrate();
    const stops = [
      installChunkReload(),
      onAuthChange((signedIn) =>
        reactToAuthChange(signedIn, {
          ...page.current,
          navigate: (href) => router.replace(href),
          refreshProfile: () => void startSession(),
        }),
      ),
      inTurns([
        // The next account page the server writes shows this device's clock from the start; only a signed-in
        // reader has one, so a visitor's page skips the cost of the zone lookup (docs/behaviour.md#dates).
        () => void (hasSignedInCookie() && rememberTimeZone()),
        () => void loadGeo({ report: track }),
        () => {
          if (sessionStarted) return;
          sessionStarted = true;
          void startSession();
        },
        startAnalytics,
        startHeartbeat,
      ]),
    ];
    // A sign-out in another tab before this runtime started left no event to hear: the missing cookie tells.
    if (!hasSignedInCookie() && isAccountPage(page.current.pathname)) {
      reactToAuthChange(false, { ...page.current, navigate: (href) => router.replace(href), refreshProfile: () => {} });
    }
    return () => stops.forEach((stop) => stop());
  }, [router]);

  useEffect(() => {
    const update = () => useAppStore.getState().setIsH5(isH5(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  // Re-evaluated on every navigation (docs/behaviour.md#client-state), and a page view sent after each route
  // change (docs/behaviour.md#tracking).
  useEffect(() => {
    useAppStore.getState().setIsH5(isH5(window.innerWidth));
    if (lastView.current === pathname) return; // React's development double effects are not a second view
    lastView.current = pathname;
    void trackPageView(pathname);
  }, [pathname]);

  return null;
}
