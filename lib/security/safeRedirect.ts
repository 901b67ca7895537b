// Redirect targets from the query (?redirect=, /redirect?to=) are accepted only as paths on this site:
// an open redirect would let a phishing link borrow our domain.

const MAX_LENGTH = 2048;

/**
 * Returns `value` when it is a same-origin path ("/myAccount?tab=devices"), otherwise null.
 * Refused: absolute and protocol-relative URLs ("https://x", "//x", "/\\x"), control characters, and
 * anything that a URL parser would resolve to another origin.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const base = 'https://site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
