// Settings of the API layer, read from the environment once. Every one has a working default, so a fresh
// clone serves the whole contract from the embedded store.
import { SESSION_TTL_MS } from '@/lib/site';

export const config = {
  /** Folder of the SQLite file (app.db), relative to the working directory unless absolute. */
  dataDir: process.env.DATA_DIR || './data',
  /** When set, every /api/mms call is forwarded there instead of served by the embedded backend. */
  upstreamUrl: (process.env.MMS_API_URL || '').replace(/\/+$/, ''),
  upstreamTimeoutMs: Number(process.env.MMS_API_TIMEOUT_MS) || 10_000,
  /** SMTP URL for nodemailer; unset: mail goes to the outbox table and the server log. */
  smtpUrl: process.env.SMTP_URL || '',
  mailFrom: process.env.MAIL_FROM || 'Harbor VPN <no-reply@harborvpn.example>',
  /** reCAPTCHA v3 secret; unset: the bot check passes (documented in README). */
  recaptchaSecret: process.env.RECAPTCHA_SECRET || '',
  recaptchaMinScore: Number(process.env.RECAPTCHA_MIN_SCORE) || 0.5,
  /** Name of a trusted CDN header carrying the visitor's country code (e.g. CF-IPCountry). */
  trustGeoHeader: (process.env.TRUST_GEO_HEADER || '').toLowerCase(),
  /**
   * Whether a front we run (nginx in deploy/) overwrites X-Forwarded-For with the client's address. Only
   * then is its first hop believed; otherwise a client could pick any IP and dodge per-IP limits.
   */
  trustProxy: process.env.TRUST_PROXY === '1',
  /** Key of the newsletter's unsubscribe links; unset: a random key kept in the store (server/endpoints/newsletter.ts). */
  newsletterSecret: process.env.NEWSLETTER_SECRET || '',
  /** Session lifetime. */
  sessionTtlMs: SESSION_TTL_MS,
} as const;

export const isUpstream = () => config.upstreamUrl !== '';
