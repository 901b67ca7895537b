// Redirect targets from the query (?redirect=, /redirect?to=) are accepted only as paths on this site:
// an open redirect would let a phishing link borrow our domain (docs/security.md#redirects).
//
// Sound by construction, not by a deny-list: the candidate is resolved with the WHATWG URL parser — the one
// browsers use, with its stripping of tabs and newlines, backslash-as-slash, `%2e` dot segments and so on —
// against two unrelated bases, and is kept only when it lands on each base's own origin (so it carries no
// scheme and no authority of its own). What is returned is the parser's serialisation of path, query and
// fragment, which must itself be a fixed point: resolved again it yields the same string on the same origin.
// The query value is decoded once, by URLSearchParams, where the app reads it; nothing here decodes what it
// returns. Because a server, proxy or framework further along may decode or Unicode-normalise the path once
// more, the path must also stay on the site after each further percent-decoding and after NFKC (which maps
// look-alikes such as U+FF0F and U+FF3C to `/` and `\`).

const MAX_LENGTH = 2048;
/** Further decodings of the path that must still land here; a path still changing after them is refused. */
const MAX_DECODES = 4;
/** Two unrelated bases: an input that lands on the origin of both names no scheme, host or port of its own. */
const BASES = ['https://site.invalid', 'http://elsewhere.invalid:8080'] as const;
export const REDIRECT_CHECK_BASE = BASES[0];

// C0 controls, DEL and C1 controls. Browsers silently strip tab, LF and CR from URLs (`/\t/evil` is `//evil`)
// and a legitimate target never contains any of them, so they are refused rather than stripped.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Path, query and fragment as the parser serialises them. */
const relativePart = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * True when `candidate` is a path-absolute reference: resolved against each base it stays on that base's
 * origin, without userinfo, and its resolved path starts with a single `/` (not `//`, which a second
 * resolution would read as a host — `/.//evil` resolves to the path `//evil`).
 */
function landsHere(candidate: string): boolean {
  if (!candidate.startsWith('/') || CONTROL.test(candidate)) return false;
  for (const base of BASES) {
    let url: URL;
    try {
      url = new URL(candidate, base);
    } catch {
      return false;
    }
    if (url.origin !== new URL(base).origin || url.username !== '' || url.password !== '') return false;
    if (!isPathAbsolute(url.pathname)) return false;
  }
  return true;
}

/** Starts with exactly one `/`, and not `/\` (which special URLs read as `//`). */
export function isPathAbsolute(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}

/** One percent-decoding, as a lenient server would do it: ASCII escapes even when others are malformed. */
function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

/** The candidate, and its NFKC form when that differs (U+FF0F becomes `/`, U+FF3C `\`, U+2024 `.`). */
function forms(value: string): string[] {
  const nfkc = value.normalize('NFKC');
  return nfkc === value ? [value] : [value, nfkc];
}

/** The path still lands here after every further decoding (and NFKC) someone downstream might apply. */
function survivesDecoding(path: string): boolean {
  let current = path;
  for (let i = 0; i <= MAX_DECODES; i++) {
    if (!forms(current).every(landsHere)) return false;
    const next = decodeOnce(current);
    if (next === current) return true;
    current = next;
  }
  return false;
}

/**
 * Returns `value` normalised ("/a/../myAccount?tab=devices" → "/myAccount?tab=devices") when it is a path on
 * this site, otherwise null; the caller falls back to a page of its own choosing. `value` is the query
 * parameter as URLSearchParams returns it (decoded once).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!forms(value).every(landsHere)) return null;
  const url = new URL(value, REDIRECT_CHECK_BASE);
  const result = relativePart(url);
  // A fixed point: the browser resolving the result again lands on the same path, on this site.
  if (!landsHere(result) || relativePart(new URL(result, REDIRECT_CHECK_BASE)) !== result) return null;
  if (!survivesDecoding(url.pathname)) return null;
  return result;
}

/** `value` when it is a path on this site (normalised), else `fallback`. */
export function safeRedirectOr(value: string | null | undefined, fallback: string): string {
  return safeRedirectPath(value) ?? fallback;
}

/**
 * `page?redirect=<back>` for sending a visitor to `page` (the sign-in page) and back afterwards; `back` is
 * checked like any redirect target and left out when it is not a path on this site.
 */
export function withRedirectParam(page: string, back: string, name = 'redirect'): string {
  const safe = safeRedirectPath(back);
  return safe === null ? page : `${page}?${name}=${encodeURIComponent(safe)}`;
}
