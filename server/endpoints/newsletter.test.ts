import { beforeEach, describe, expect, it } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import { NEWSLETTER_LINK_INVALID, readUnsubscribeLink } from '@/lib/campaign/newsletter';
import type { Db } from '../db';
import { outbox } from '../mail';
import { SITE_URL } from '@/lib/site';
import { call, freshStore } from '../testing';
import { newsletterToken } from './newsletter';

const SUBSCRIBE = '/account/v1/newsletter/subscribe';
const UNSUBSCRIBE = '/account/v1/newsletter/unsubscribe';

let db: Db;
beforeEach(() => {
  db = freshStore();
});

const subscribe = (email: string, language = 'en', headers: Record<string, string> = {}) =>
  call('POST', SUBSCRIBE, { body: { email, language }, headers });
const unsubscribe = (email: string, token: string) => call('POST', UNSUBSCRIBE, { body: { email, token } });

/** The unsubscribe link of the newest mail to `email`, as the page reads it. */
function mailedLink(email: string) {
  const body = outbox(db, email)[0]?.body ?? '';
  const url = new URL(/https?:\/\/\S+/.exec(body)![0]);
  return { url, link: readUnsubscribeLink(url.search) as { email: string; token: string } };
}

const status = (email: string) => db.prepare('SELECT status FROM newsletter_subscriptions WHERE email = ?').pluck().get(email);

describe('subscribe', () => {
  it('stores the subscription and mails a confirmation with an unsubscribe link in the chosen language', async () => {
    const result = await subscribe('  Reader@Example.com ', 'ar');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ code: OK, msg: 'ok', data: { status: 'subscribed' } });
    expect(status('reader@example.com')).toBe('subscribed');
    const mails = outbox(db, 'reader@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Harbor VPN newsletter subscription');
    const { url, link } = mailedLink('reader@example.com');
    expect(url.origin).toBe(SITE_URL);
    expect(url.pathname).toBe('/ar/edmsub');
    expect(link).toEqual({ email: 'reader@example.com', token: newsletterToken(db, 'reader@example.com') });
  });

  it('links to the configured site, whatever Host the request names', async () => {
    await subscribe('host@example.com', 'en', { host: 'evil.example', origin: 'http://evil.example' });
    expect(mailedLink('host@example.com').url.origin).toBe(SITE_URL);
  });

  it('puts no language prefix on English links', async () => {
    await subscribe('english@example.com');
    expect(mailedLink('english@example.com').url.pathname).toBe('/edmsub');
  });

  it('is idempotent: a second subscription says so and sends no second mail', async () => {
    await subscribe('twice@example.com');
    const again = await subscribe('TWICE@example.com');
    expect(again.body).toEqual({ code: OK, msg: 'ok', data: { status: 'already_subscribed' } });
    expect(outbox(db, 'twice@example.com')).toHaveLength(1);
    expect(db.prepare('SELECT COUNT(*) FROM newsletter_subscriptions').pluck().get()).toBe(1);
  });

  it('sends one mail for two parallel subscriptions of the same address', async () => {
    const results = await Promise.all([subscribe('race@example.com'), subscribe('race@example.com')]);
    expect(results.map((r) => r.body.data.status).sort()).toEqual(['already_subscribed', 'subscribed']);
    expect(outbox(db, 'race@example.com')).toHaveLength(1);
  });

  it.each([
    ['not an e-mail', { email: 'not-an-email', language: 'en' }],
    ['an empty e-mail', { email: '', language: 'en' }],
    ['a too long e-mail', { email: `${'a'.repeat(250)}@example.com`, language: 'en' }],
    ['an unknown language', { email: 'ok@example.com', language: 'xx' }],
    ['no e-mail at all', { language: 'en' }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const result = await call('POST', SUBSCRIBE, { body });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(Code.INVALID_PARAMS);
    expect(db.prepare('SELECT COUNT(*) FROM newsletter_subscriptions').pluck().get()).toBe(0);
    expect(outbox(db)).toHaveLength(0);
  });

  it('defaults the language to English', async () => {
    const result = await call('POST', SUBSCRIBE, { body: { email: 'nolang@example.com' } });
    expect(result.body.data.status).toBe('subscribed');
    expect(db.prepare('SELECT language FROM newsletter_subscriptions').pluck().get()).toBe('en');
  });

  it('refuses cross-site requests like every state-changing call', async () => {
    const crossSite = await call('POST', SUBSCRIBE, { body: { email: 'x@example.com' }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const noHeader = await call('POST', SUBSCRIBE, { body: { email: 'x@example.com' }, headers: { 'x-app-type': '' } });
    expect(noHeader.body.code).toBe(Code.MISSING_APP_TYPE);
  });

  it('rate-limits per address and IP, and per IP, without blocking other visitors', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.20' };
    for (let i = 0; i < 5; i++) expect((await subscribe('limit@example.com', 'en', ip)).status).toBe(200);
    const blocked = await subscribe('limit@example.com', 'en', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(Code.RATE_LIMITED);
    for (let i = 0; i < 14; i++) expect((await subscribe(`many${i}@example.com`, 'en', ip)).status).toBe(200);
    expect((await subscribe('one-more@example.com', 'en', ip)).status).toBe(429);
    expect((await subscribe('limit@example.com', 'en', { 'x-forwarded-for': '198.51.100.20' })).status).toBe(200);
  });
});

describe('unsubscribe', () => {
  it('unsubscribes with the mailed link, then says it already is', async () => {
    await subscribe('leaving@example.com');
    const { link } = mailedLink('leaving@example.com');
    const first = await unsubscribe(link.email, link.token);
    expect(first.body).toEqual({ code: OK, msg: 'ok', data: { status: 'unsubscribed' } });
    expect(status('leaving@example.com')).toBe('unsubscribed');
    const second = await unsubscribe(link.email, link.token);
    expect(second.body.data).toEqual({ status: 'already_unsubscribed' });
  });

  it('refuses a wrong token with its own code and keeps the subscription', async () => {
    await subscribe('staying@example.com');
    const { link } = mailedLink('staying@example.com');
    const edited = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['', 'x'.repeat(43), edited, `${link.token}x`]) {
      const result = await unsubscribe('staying@example.com', token);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ code: NEWSLETTER_LINK_INVALID, msg: 'This unsubscribe link is not valid', data: null });
    }
    expect(status('staying@example.com')).toBe('subscribed');
  });

  it('does not accept one address\'s token for another', async () => {
    await subscribe('first@example.com');
    await subscribe('second@example.com');
    const { link } = mailedLink('first@example.com');
    expect((await unsubscribe('second@example.com', link.token)).body.code).toBe(NEWSLETTER_LINK_INVALID);
    expect(status('second@example.com')).toBe('subscribed');
  });

  it('keeps links valid across restarts of the same store, and tokens differ between stores', () => {
    const token = newsletterToken(db, 'same@example.com');
    expect(newsletterToken(db, 'same@example.com')).toBe(token);
    const stored = db.prepare("SELECT value FROM meta WHERE key = 'newsletter_secret'").pluck().get();
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(newsletterToken(freshStore(), 'same@example.com')).not.toBe(token);
  });

  it('subscribes again after unsubscribing, with a new confirmation mail', async () => {
    await subscribe('back@example.com');
    const { link } = mailedLink('back@example.com');
    await unsubscribe(link.email, link.token);
    expect((await subscribe('back@example.com', 'de')).body.data.status).toBe('subscribed');
    expect(outbox(db, 'back@example.com')).toHaveLength(2);
    expect(mailedLink('back@example.com').url.pathname).toBe('/de/edmsub');
  });

  it('answers a malformed e-mail with 400', async () => {
    const result = await unsubscribe('nope', 'abc');
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(Code.INVALID_PARAMS);
  });
});
