// The rules of the process front (scripts/front.mjs), as pure functions so they are unit-tested: what the
// socket says about the client, which requests never reach Next, and which headers never leave. Why a front
// at all: measured in Next 16.4's base server, X-Forwarded-For is filled from the socket only when the request
// has none (`??=`), so without a front of ours any client picks its own address; and a few malformed requests
// (undecodable path segments, TRACE, a backslash in an image URL) make Next answer a bare 500.

/** Methods no route of ours answers; Next answers TRACE with 500. */
export const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** Internal headers Next leaves on responses that tell a stranger how routing works. */
export const HIDDEN_RESPONSE_HEADERS = new Set(['x-middleware-rewrite', 'x-middleware-next', 'x-matched-path', 'x-nextjs-matched-path']);

/**
 * Sets who the client is. Behind our front (`trustProxy`), the front overwrote X-Forwarded-For and the
 * related headers, so they stay. Otherwise nothing the client sent may choose them: the address is the
 * socket's, and forwarded host and scheme are dropped.
 * @param {Record<string, string | string[] | undefined>} headers mutated
 * @param {string | undefined} socketAddress
 * @param {boolean} trustProxy
 */
export function stampClient(headers, socketAddress, trustProxy) {
  if (trustProxy) return;
  headers['x-forwarded-for'] = socketAddress || '127.0.0.1';
  delete headers['x-forwarded-host'];
  delete headers['x-forwarded-proto'];
  delete headers['x-real-ip'];
}

function decodes(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether a path segment (or any text) is undecodable or names NUL: such a segment can name no page. */
const badSegment = (segment) => !decodes(segment) || segment.includes('\0') || /%00/i.test(segment);

/**
 * A page path whose bad segments are replaced by one that cannot exist ("_malformed"), so Next answers the
 * site's translated 404 in the language of the prefix instead of failing to decode it.
 * @param {string} path
 */
export function pageNotFoundPath(path) {
  return path.split('/').map((segment) => (badSegment(segment) ? '_malformed' : segment)).join('/');
}

/**
 * What to do with a request before Next sees it: pass it on, or answer it here.
 * @param {string} method
 * @param {string} url the request target, e.g. "/blog/%ZZ?x=1"
 * @returns {{ action: 'pass' } | { action: 'refuse', status: 405 } | { action: 'malformed', api: boolean } | { action: 'bad-image' }}
 */
export function triage(method, url) {
  if (REFUSED_METHODS.has(method.toUpperCase())) return { action: 'refuse', status: 405 };
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const api = /^\/(api|ws|l10n)(\/|$)/.test(path);
  if (badSegment(path)) return { action: 'malformed', api };
  if (path === '/_next/image') {
    const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
    const target = params.get('url') ?? '';
    // Only site paths without backslashes or dot segments (next.config allows /blog/** alone anyway).
    // Next decodes the target once more: it must survive that too.
    if (!target.startsWith('/') || target.startsWith('//') || /[\\\0]/.test(target) || /(^|\/)\.\.?(\/|$)/.test(target) || !decodes(target)) {
      return { action: 'bad-image' };
    }
  }
  return { action: 'pass' };
}
