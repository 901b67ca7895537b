// The publish hook (docs/api.md, "Revalidation"): `POST /api/revalidate` with `Authorization: Bearer
// <REVALIDATE_SECRET>` and `{ "tags": ["blog", "plans"] }` expires the data layer's answers under those tags
// and every page built from them, so the next visit renders fresh data. Without a secret configured the hook
// is off (404), so an embedded demo cannot be made to re-render its pages by a stranger.
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { Code, OK } from '@/lib/contract/codes';
import { isCacheTag, type CacheTag } from './policy';

const MAX_BODY = 1024;

const answer = (status: number, code: number, msg: string, data: unknown = null) =>
  Response.json({ code, msg, data }, { status, headers: { 'cache-control': 'no-store' } });

/** Constant-time comparison of the given secret with the configured one (hashed, so lengths do not leak). */
export function secretMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return expected.length > 0 && timingSafeEqual(a, b);
}

/** Parses `{ tags: [...] }`: the known tags, or null when the body is not that. */
export function parseTags(text: string): CacheTag[] | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > 10 || !tags.every(isCacheTag)) return null;
  return [...new Set(tags)];
}

export async function revalidateTags(
  request: Request,
  secret = process.env.REVALIDATE_SECRET ?? '',
  expire: (tag: string) => void = (tag) => revalidateTag(tag, { expire: 0 }),
): Promise<Response> {
  if (!secret) return answer(404, Code.NOT_FOUND, 'No such call');
  const auth = request.headers.get('authorization') ?? '';
  if (!auth.startsWith('Bearer ') || !secretMatches(auth.slice(7), secret)) {
    return answer(401, Code.UNAUTHORIZED, 'A valid revalidation secret is required');
  }
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return answer(415, Code.UNSUPPORTED_MEDIA_TYPE, 'Send JSON: { "tags": ["blog"] }');
  }
  const text = await request.text();
  if (text.length > MAX_BODY) return answer(413, Code.BODY_TOO_LARGE, 'Request body too large');
  const tags = parseTags(text);
  if (!tags) return answer(400, Code.INVALID_PARAMS, 'tags: a list of "blog" and/or "plans"');
  for (const tag of tags) expire(tag);
  return answer(200, OK, 'ok', { revalidated: tags, at: Date.now() });
}
