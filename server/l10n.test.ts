import { describe, expect, it } from 'vitest';
import { GET } from '@/app/l10n/route';
import { Code, OK } from '@/lib/contract/codes';
import { locales } from '@/lib/i18n/routing';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { answerL10n, messagesOf, pick } from './l10n';

const answer = (query: Record<string, string>) => answerL10n(new URLSearchParams(query));

describe('pick', () => {
  it('follows a dot path through own keys only', () => {
    expect(pick({ a: { b: { c: 'x' } } }, 'a.b')).toEqual({ c: 'x' });
    expect(pick({ a: { b: { c: 'x' } } }, 'a.b.c')).toBe('x');
    expect(pick({ a: 1 }, '')).toEqual({ a: 1 });
    expect(pick({ a: 'x' }, 'a.length')).toBeUndefined();
    expect(pick({}, 'constructor')).toBeUndefined();
    expect(pick({}, '__proto__')).toBeUndefined();
  });
});

describe('answerL10n', () => {
  it('answers a language narrowed to a prefix, echoing the path', () => {
    const result = answer({ language: 'de', prefix: 'pages.faq', path: '/de/faq' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ code: OK, msg: 'ok', data: { language: 'de', prefix: 'pages.faq', path: '/de/faq', messages: de.pages.faq } });
  });

  it('answers the whole file without a prefix, and a single string for a leaf', () => {
    expect(answer({ language: 'en' }).body.data).toEqual({ language: 'en', prefix: '', path: '', messages: en });
    expect(answer({ language: 'de', prefix: 'blogCategories.privacy' }).body.data?.messages).toBe('Datenschutz');
  });

  it('serves all 16 languages', () => {
    for (const language of locales) {
      expect(answer({ language, prefix: 'blogCategories' }).status).toBe(200);
      expect(messagesOf(language)).toHaveProperty('pages');
    }
  });

  it.each([
    ['missing language', {}],
    ['unknown language', { language: 'xx' }],
    ['language in upper case', { language: 'DE' }],
    ['malformed prefix', { language: 'en', prefix: 'pages..faq' }],
    ['prefix with a slash', { language: 'en', prefix: '../package' }],
    ['path too long', { language: 'en', path: `/${'a'.repeat(512)}` }],
    ['path with a newline', { language: 'en', path: '/faq\nSet-Cookie: x=1' }],
  ])('refuses a %s with 400 INVALID_PARAMS', (_, query) => {
    const result = answer(query);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: Code.INVALID_PARAMS, data: null });
    expect(result.body.msg).not.toBe('');
  });

  it('accepts a path of exactly 512 characters', () => {
    expect(answer({ language: 'en', path: `/${'a'.repeat(511)}` }).status).toBe(200);
  });

  it.each(['pages.nope', 'constructor', '__proto__', 'meta.title.x'])('answers 404 for the unknown prefix %s', (prefix) => {
    const result = answer({ language: 'en', prefix });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: Code.NOT_FOUND, data: null });
  });
});

describe('GET /l10n', () => {
  it('answers JSON that shared caches may keep for five minutes', async () => {
    const response = GET(new Request('http://localhost:3000/l10n?language=fr&prefix=blogCategories&path=%2Ffr%2Fblog'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body).toMatchObject({ code: OK, data: { language: 'fr', path: '/fr/blog', messages: { privacy: 'Confidentialité' } } });
  });

  it('answers errors with their status, uncached', async () => {
    const bad = GET(new Request('http://localhost:3000/l10n?language=klingon'));
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(await bad.json()).toMatchObject({ code: 40002, data: null });
    const missing = GET(new Request('http://localhost:3000/l10n?language=en&prefix=nope'));
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe(40400);
  });
});
