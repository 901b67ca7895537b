// The newsletter of /edmsub (designed by us, docs/api.md): subscribe with an e-mail, get a confirmation
// e-mail with an unsubscribe link, unsubscribe with that link. The link's token is an HMAC of the address,
// so only someone holding a mail we sent can unsubscribe it, and nothing needs storing per link.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  NEWSLETTER_LINK_INVALID, NEWSLETTER_PATH, unsubscribePath, type SubscribeStatus, type UnsubscribeStatus,
} from '@/lib/campaign/newsletter';
import { locales } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/site';
import type { Db } from '../db';
import { config } from '../config';
import { sendMail } from '../mail';
import type { Endpoint, RateRule } from '../http/types';

const email = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');
const MINUTE = 60_000;
const perIp = (name: string, ip: string, max: number, windowMs: number): RateRule => ({ key: `${name}:ip:${ip}`, max, windowMs });

const secrets = new WeakMap<Db, Buffer>();

/**
 * The key of the unsubscribe tokens: NEWSLETTER_SECRET when set (several stores must agree), otherwise a
 * random one made on first use and kept in the store's meta table, so links stay valid across restarts.
 */
function newsletterSecret(db: Db): Buffer {
  const fromEnv = config.newsletterSecret;
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  let secret = secrets.get(db);
  if (!secret) {
    db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('newsletter_secret', ?)").run(randomBytes(32).toString('hex'));
    const stored = db.prepare("SELECT value FROM meta WHERE key = 'newsletter_secret'").pluck().get() as string;
    secret = Buffer.from(stored, 'hex');
    secrets.set(db, secret);
  }
  return secret;
}

/** The unsubscribe token of an (already normalised) address. */
export function newsletterToken(db: Db, address: string): string {
  return createHmac('sha256', newsletterSecret(db)).update(`newsletter-unsubscribe:${address}`).digest('base64url');
}

function tokenMatches(db: Db, address: string, token: string): boolean {
  const expected = Buffer.from(newsletterToken(db, address));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const newsletterEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: `${NEWSLETTER_PATH}/subscribe`,
    input: z.object({ email, language: z.enum(locales).default('en') }),
    limits: ({ input, ip }) => [
      perIp('newsletter', ip, 20, 60 * MINUTE),
      { key: `newsletter:addr:${input.email}:${ip}`, max: 5, windowMs: 60 * MINUTE },
    ],
    handle({ input, db, now }) {
      // One conditional upsert: of two parallel subscriptions exactly one changes the row and sends the mail.
      const changed = db().prepare(`
        INSERT INTO newsletter_subscriptions (email, language, status, subscribed_at, updated_at) VALUES (?, ?, 'subscribed', ?, ?)
        ON CONFLICT (email) DO UPDATE SET status = 'subscribed', language = excluded.language, subscribed_at = excluded.subscribed_at,
          unsubscribed_at = NULL, updated_at = excluded.updated_at
        WHERE newsletter_subscriptions.status <> 'subscribed'
      `).run(input.email, input.language, now, now).changes;
      if (!changed) return { data: { status: 'already_subscribed' satisfies SubscribeStatus } };
      // The configured public origin, never the request's Host: a forged Host must not put its own address
      // into a genuine mail.
      const link = absoluteUrl(unsubscribePath(input.language, input.email, newsletterToken(db(), input.email)));
      sendMail(db(), {
        to: input.email,
        subject: 'Your Harbor VPN newsletter subscription',
        body: `You are now subscribed to the Harbor VPN newsletter with ${input.email}. We will send you privacy tips, product news and offers.\n\n`
          + `If you did not subscribe, or no longer want these e-mails, unsubscribe here:\n${link}`,
      }, now);
      return { data: { status: 'subscribed' satisfies SubscribeStatus } };
    },
  },
  {
    method: 'POST',
    path: `${NEWSLETTER_PATH}/unsubscribe`,
    input: z.object({ email, token: z.string().trim().max(128) }),
    limits: ({ ip }) => [perIp('unsubscribe', ip, 30, 10 * MINUTE)],
    handle({ input, db, now }) {
      if (!tokenMatches(db(), input.email, input.token)) {
        return { error: NEWSLETTER_LINK_INVALID, msg: 'This unsubscribe link is not valid' };
      }
      const changed = db()
        .prepare("UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = ?, updated_at = ? WHERE email = ? AND status = 'subscribed'")
        .run(now, now, input.email).changes;
      return { data: { status: (changed ? 'unsubscribed' : 'already_unsubscribed') satisfies UnsubscribeStatus } };
    },
  },
];
