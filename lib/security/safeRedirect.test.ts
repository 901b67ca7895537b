import { describe, expect, it } from 'vitest';
import { isPathAbsolute, REDIRECT_CHECK_BASE, safeRedirectOr, safeRedirectPath, withRedirectParam } from './safeRedirect';

// The open-redirect family (docs/security.md#redirects). Each input is the query value as the app reads it,
// that is after URLSearchParams has decoded it once.
const E = 'evil.example';

/** Targets that would leave the site, or that have no business in a redirect: all refused. */
const REFUSED: [string, string][] = [
  // Schemes and absolute URLs
  ['https URL', `https://${E}/`],
  ['http URL', `http://${E}`],
  ['upper-case scheme', `HTTPS://${E}`],
  ['scheme without slashes', `https:${E}`],
  ['scheme with one slash', `https:/${E}`],
  ['scheme with backslashes', `https:\\\\${E}`],
  ['our own host, absolute', `${REDIRECT_CHECK_BASE}/myAccount`],
  ['javascript:', 'javascript:alert(1)'],
  ['JaVaScRiPt:', 'JaVaScRiPt:alert(1)'],
  ['javascript: split by a tab', 'java\tscript:alert(1)'],
  ['javascript: behind a space', ' javascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['a relative path (resolves against the sign-in page)', 'myAccount'],
  // Protocol-relative, repeated slashes, userinfo
  ['protocol-relative', `//${E}`],
  ['three slashes', `///${E}`],
  ['four slashes', `////${E}`],
  ['protocol-relative with userinfo', `//user:pass@${E}`],
  ['our host as userinfo', `//site.invalid@${E}`],
  ['protocol-relative to our own base host', '//site.invalid/myAccount'],
  ['leading space', ` //${E}`],
  // Backslashes
  ['slash backslash', `/\\${E}`],
  ['two backslashes', `\\\\${E}`],
  ['backslash slash', `\\/${E}`],
  ['slash backslash slash', `/\\/${E}`],
  ['slash backslash with userinfo', `/\\user@${E}`],
  ['encoded backslash', `/%5c${E}`],
  ['encoded backslashes, upper case', `/%5C%5C${E}`],
  // Dot segments, plain and encoded
  ['/.//', `/.//${E}`],
  ['/..//', `/..//${E}`],
  ['/./\\', `/./\\${E}`],
  ['/.\\\\', `/.\\\\${E}`],
  ['/a/..//', `/a/..//${E}`],
  ['/a/b/../..//', `/a/b/../..//${E}`],
  ['/%2e//', `/%2e//${E}`],
  ['/%2E%2E//', `/%2E%2E//${E}`],
  ['/.%2e//', `/.%2e//${E}`],
  ['/%2E/%2E%2E//', `/%2E/%2E%2E//${E}`],
  ['dots and slashes all encoded', `/%2e%2e%2f%2f${E}`],
  ['/.%2f/', `/.%2f/${E}`],
  // Encoded slashes, single, double and triple
  ['encoded slashes without a leading slash', `%2f%2f${E}`],
  ['encoded slash after the slash', `/%2f${E}`],
  ['encoded slashes, upper case', `/%2F%2F${E}`],
  ['double-encoded slashes', `/%252f%252f${E}`],
  ['double-encoded slashes without a leading slash', `%252f%252f${E}`],
  ['triple-encoded slashes', `/%25252f%25252f${E}`],
  ['double-encoded backslash', `/%255c${E}`],
  ['double-encoded dot segment', `/%252e%252e%252f%252f${E}`],
  // Tabs, newlines and other controls (browsers strip \t \n \r anywhere)
  ['tab between slashes', `/\t/${E}`],
  ['newline between slashes', `/\n/${E}`],
  ['CR LF between slashes', `/\r\n/${E}`],
  ['leading tab', `\t//${E}`],
  ['tab inside the dot segment', `/.\t//${E}`],
  ['encoded tab between slashes', `/%09/${E}`],
  ['encoded CR LF', `/%0d%0a/${E}`],
  ['header injection', '/%0d%0aSet-Cookie:x'],
  ['NUL', `/\u0000${E}`],
  ['NUL before slashes', `\u0000//${E}`],
  ['encoded NUL', `/%00//${E}`],
  ['C1 control (NEL)', `/\u0085/${E}`],
  ['DEL', `/\u007f/${E}`],
  // Unicode look-alikes that normalise (NFKC) to / \ or .
  ['fullwidth solidus after the slash', `/\uff0f${E}`],
  ['two fullwidth solidi', `\uff0f\uff0f${E}`],
  ['fullwidth reverse solidus', `/\uff3c${E}`],
  ['small reverse solidus', `/\ufe68${E}`],
  ['encoded fullwidth solidi', `/%EF%BC%8F%EF%BC%8F${E}`],
  ['one-dot leaders as a dot segment', `/\u2024\u2024//${E}`],
  // Empty, too long, not a string
  ['empty', ''],
  ['too long', `/${'a'.repeat(3000)}`],
];

/** Legitimate targets: kept (normalised by the URL parser). */
const KEPT: [string, string][] = [
  ['/myAccount', '/myAccount'],
  ['/de/pricing?plan=1024#top', '/de/pricing?plan=1024#top'],
  ['/paystatus/paypal?order_id=ord_abc', '/paystatus/paypal?order_id=ord_abc'],
  ['/de/paystatus/paypal?order=42', '/de/paystatus/paypal?order=42'],
  ['/', '/'],
  ['/ar/myAccount?tab=devices', '/ar/myAccount?tab=devices'],
  ['/a/../b', '/b'],
  ['/./myAccount', '/myAccount'],
  ['/blog/café', '/blog/caf%C3%A9'],
  ['/pricing?q=a b', '/pricing?q=a%20b'],
  ['/redirect?to=%2Fde', '/redirect?to=%2Fde'],
];

/** Hostile-looking, but the browser keeps them on this site: kept, in their harmless normalised form. */
const HARMLESS: [string, string][] = [
  [`/@${E}`, `/@${E}`], // userinfo-looking path
  [`/../${E}`, `/${E}`], // the parent of the root is the root
  [`/\u2215\u2215${E}`, `/%E2%88%95%E2%88%95${E}`], // division slash: no separator, and NFKC keeps it
  [`/\u29f5\u29f5${E}`, `/%E2%A7%B5%E2%A7%B5${E}`], // reverse solidus operator, likewise
  [`/redirect?to=//${E}`, `/redirect?to=//${E}`], // in the query: /redirect checks it again
  [`/#//${E}`, `/#//${E}`], // in the fragment
];

const ALL = [...REFUSED.map(([, v]) => v), ...KEPT.map(([v]) => v), ...HARMLESS.map(([v]) => v)];

/** The invariant: the result (or the fallback) lands on this site whichever page of it resolves it. */
function expectOnSite(result: string) {
  expect(isPathAbsolute(result)).toBe(true);
  for (const page of [REDIRECT_CHECK_BASE, `${REDIRECT_CHECK_BASE}/de/login?redirect=x`, 'https://www.harborvpn.example/login']) {
    const url = new URL(result, page);
    expect(url.origin).toBe(new URL(page).origin);
    expect(url.pathname.startsWith('//')).toBe(false);
  }
  // Decoded once more (by a server or proxy further along), it still stays here.
  let decoded = result;
  for (let i = 0; i < 4; i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
    expect(new URL(decoded, REDIRECT_CHECK_BASE).origin).toBe(REDIRECT_CHECK_BASE);
  }
}

describe('safeRedirectPath', () => {
  it('covers the family with at least 40 hostile cases', () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REFUSED)('refuses %s: %j', (_, input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it.each([null, undefined])('refuses %s', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it.each(KEPT)('keeps %j as %j', (input, output) => {
    expect(safeRedirectPath(input)).toBe(output);
  });

  it.each(HARMLESS)('keeps the on-site %j as the harmless %j', (input, output) => {
    expect(safeRedirectPath(input)).toBe(output);
  });

  it.each(ALL.map((v) => [v]))('property: %j, or the fallback, lands on this site', (input) => {
    const result = safeRedirectOr(input, '/');
    expectOnSite(result);
    // And the result is a fixed point: checked again, it is kept unchanged.
    expect(safeRedirectPath(result)).toBe(result);
  });

  it('property: random mixes of the family\'s pieces never leave the site', () => {
    const pieces = ['/', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', '%25', '%252f', '\t', '\n', '@', ':', '?', '#',
      '\uff0f', '\uff3c', '\u2215', '\u29f5', '\u2024', '%00', 'evil.example', 'https:', 'a'];
    let seed = 20260101;
    const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    let kept = 0;
    for (let n = 0; n < 5000; n++) {
      let input = random() < 0.8 ? '/' : '';
      const length = 1 + Math.floor(random() * 7);
      for (let i = 0; i < length; i++) input += pieces[Math.floor(random() * pieces.length)];
      const result = safeRedirectPath(input);
      if (result !== null) {
        kept++;
        expectOnSite(result);
        expect(safeRedirectPath(result)).toBe(result);
      }
    }
    expect(kept).toBeGreaterThan(0);
  });
});

describe('withRedirectParam', () => {
  it('adds the checked target to the sign-in page', () => {
    expect(withRedirectParam('/de/login', '/de/myAccount?tab=1')).toBe('/de/login?redirect=%2Fde%2FmyAccount%3Ftab%3D1');
  });

  it('leaves an off-site target out', () => {
    expect(withRedirectParam('/login', `/myAccount/..//${E}`)).toBe('/login');
    expect(withRedirectParam('/login', `//${E}`)).toBe('/login');
  });
});
