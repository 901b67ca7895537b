// The first Intl call of a page makes the JavaScript engine load its locale data: 15–20 ms of main thread in
// Chromium on these machines, paid once per page load by whichever call comes first (docs/benchmarks.md,
// "Fonts, the footer's language names and the first Intl call"). On a signed-in reader's pages that first call
// comes anyway: the account texts are ICU messages formatted in the browser, and the runtime reads the time
// zone. Left to itself it happens in the middle of hydration, inside a hydration slice, and makes that slice a
// long task. Posted as a task of its own just before hydration starts, the same load runs between two tasks
// that stay short: the work is the same, but the main thread is free again in between.
// A visitor's page is left alone: many make no Intl call at all (the home page, checked in Arabic, makes none).
//
// This module runs in the framework's entry chunk (instrumentation-client.ts), so it imports nothing: a module it
// shared with the pages would be split into a chunk of its own, one more request on every page. The cookie's
// name is therefore repeated here; warmIntl.test.ts checks that it is lib/site's SIGNED_IN_COOKIE.
export const SIGNED_IN_COOKIE_NAME = 'signed_in';

function hasCookie(cookie: string, name: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

export interface WarmDeps {
  cookie: string;
  lang: string;
  /** Runs `task` as a task of its own, ahead of any later-posted message (React's scheduler posts messages). */
  post: (task: () => void) => void;
  load: (lang: string) => void;
}

function postMessageTask(task: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

function loadNumberFormatData(lang: string) {
  try {
    // The call intl-messageformat makes first (resolveLocale); NumberFormat's locale data is the one it loads.
    Intl.NumberFormat.supportedLocalesOf(lang);
  } catch {
    // A malformed lang attribute: hydration's own first call pays instead, as before.
  }
}

/** Posts the locale-data load as its own task when the page is a signed-in reader's. Returns whether it did. */
export function warmIntlBeforeHydration(deps?: Partial<WarmDeps>): boolean {
  const cookie = deps?.cookie ?? document.cookie;
  if (!hasCookie(cookie, SIGNED_IN_COOKIE_NAME)) return false;
  const lang = deps?.lang ?? document.documentElement.lang;
  const load = deps?.load ?? loadNumberFormatData;
  (deps?.post ?? postMessageTask)(() => load(lang));
  return true;
}
