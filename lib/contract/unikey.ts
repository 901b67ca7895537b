// The blog's unikey forms (docs/api.md, "Blog"): `wp-<slug>` (a WordPress post), `sys-<id>` (a post of our own
// system) or a plain slug. Shared: the backend decodes keys with it, and the pages refuse a key that cannot name
// any post without asking the service.

export type DecodedUnikey = { kind: 'wordpress'; slug: string } | { kind: 'system'; id: number } | { kind: 'slug'; slug: string };

const MAX_UNIKEY = 200;
/** System ids are 32-bit in the blog backend; a longer number is a forged or corrupted key. */
const MAX_SYSTEM_ID = 2 ** 31 - 1;

/** Splits a unikey (docs/behaviour.md#blog) into what it names; null when it cannot name any post. */
export function decodeUnikey(key: string): DecodedUnikey | null {
  if (!key || key.length > MAX_UNIKEY || !/^[a-z0-9-]+$/.test(key)) return null;
  if (key.startsWith('sys-')) {
    const digits = key.slice(4);
    if (!/^\d{1,10}$/.test(digits) || Number(digits) > MAX_SYSTEM_ID) return null;
    return { kind: 'system', id: Number(digits) };
  }
  if (key.startsWith('wp-')) return key.length > 3 ? { kind: 'wordpress', slug: key.slice(3) } : null;
  return { kind: 'slug', slug: key };
}
