import { describe, expect, it, vi } from 'vitest';
import { parseTags, revalidateTags, secretMatches } from './revalidate';

const SECRET = 'publish-hook-secret-of-32-characters';

function hook(body: string, headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/revalidate', {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('POST /api/revalidate', () => {
  it('expires the named tags with the right secret', async () => {
    const expire = vi.fn();
    const response = await revalidateTags(hook('{"tags":["blog","plans","blog"]}'), SECRET, expire);
    expect(response.status).toBe(200);
    expect((await response.json()).data.revalidated).toEqual(['blog', 'plans']);
    expect(expire.mock.calls).toEqual([['blog'], ['plans']]);
  });

  it('is off without a configured secret, and refuses a wrong or missing one', async () => {
    const expire = vi.fn();
    expect((await revalidateTags(hook('{"tags":["blog"]}'), '', expire)).status).toBe(404);
    expect((await revalidateTags(hook('{"tags":["blog"]}', { authorization: 'Bearer nope' }), SECRET, expire)).status).toBe(401);
    expect((await revalidateTags(hook('{"tags":["blog"]}', { authorization: SECRET }), SECRET, expire)).status).toBe(401);
    expect(expire).not.toHaveBeenCalled();
  });

  it('answers a clear error to a malformed body and expires nothing', async () => {
    const expire = vi.fn();
    for (const body of ['', 'not json', 'null', '{}', '{"tags":[]}', '{"tags":"blog"}', '{"tags":["everything"]}', '{"tags":[1]}']) {
      const response = await revalidateTags(hook(body), SECRET, expire);
      expect(response.status, body).toBe(400);
      expect((await response.json()).msg).toContain('tags');
    }
    expect((await revalidateTags(hook('{"tags":["blog"]}', { 'content-type': 'text/plain' }), SECRET, expire)).status).toBe(415);
    expect((await revalidateTags(hook(`{"tags":["blog"],"pad":"${'x'.repeat(2000)}"}`), SECRET, expire)).status).toBe(413);
    expect(expire).not.toHaveBeenCalled();
  });

  it('compares secrets fully and never accepts an empty one', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(parseTags('{"tags":["plans"]}')).toEqual(['plans']);
  });
});
