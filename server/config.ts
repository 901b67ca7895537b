// Settings of the API layer, read from the environment once. Every one has a working default, so a fresh
// clone serves the whole contract from the embedded store.
import { SESSION_TTL_MS } from '@/lib/site';

/** The demo servers' ranges: TEST-NET-1 and the IPv6 documentation prefix (RFC 5737, RFC 3849), never a real visitor. */
export const DEFAULT_OWN_SERVER_RANGES = '192.0.2.0/24,2001:db8::/32';

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
   * CIDR ranges (IPv4 and IPv6) of our own VPN servers: a visitor from them is not exposed (geo_info's
   * is_exposed, docs/behaviour.md#ip-banner). Unset: the demo servers' documentation ranges; set but empty: none.
   */
  ownServerRanges: process.env.OWN_SERVER_RANGES ?? DEFAULT_OWN_SERVER_RANGES,
  /**
   * Whether a front we run (nginx in deploy/) overwrites X-Forwarded-For with the client's address. Only
   * then is its first hop believed; otherwise a client could pick any IP and dodge per-IP limits.
   */
  trustProxy: process.env.TRUST_PROXY === '1',
  /** Key of the newsletter's unsubscribe links; unset: a random key kept in the store (server/endpoints/newsletter.ts). */
  newsletterSecret: process.env.NEWSLETTER_SECRET || '',
  /**
   * PAYMENT_SANDBOX: whether the sandbox provider takes payments (docs/api.md#payment-providers). On unless
   * set to 0/false/off: the embedded backend is the demo, and the tests pay through it. Its orders are test
   * orders, marked as such everywhere; with it off and no real provider, checkout says payments are unavailable.
   * A getter, so a test can switch it with the environment.
   */
  get paymentSandbox(): boolean {
    return !/^(0|false|off|no)$/i.test((process.env.PAYMENT_SANDBOX ?? '').trim());
  },
  /**
   * TWO_FACTOR_KEY: the key (32 bytes, as 64 hex digits or base64) that encrypts authenticator secrets in the
   * store (server/twoFactor.ts). Unset: a random key made once and kept in the store's meta table. A getter, so
   * a test can set it with the environment.
   */
  get twoFactorKey(): string {
    return (process.env.TWO_FACTOR_KEY ?? '').trim();
  },
  /** Session lifetime. */
  sessionTtlMs: SESSION_TTL_MS,
  /**
   * GIFT_CLOCK_OFFSET_MS: test only. Milliseconds added to the clock of the gift delivery job (and of the
   * delivery at payment), so a journey can "advance the clock" and see a gift dated tomorrow go out
   * (docs/behaviour.md#gift-delivery). Honoured only when the server runs for tests: NODE_ENV other than
   * production (unit tests, `next dev`), or E2E_TEST_MODE=1 (the production build the journeys run); anywhere
   * else it is ignored with a warning. A getter, so a test can set it with the environment.
   */
  get giftClockOffsetMs(): number {
    const raw = (process.env.GIFT_CLOCK_OFFSET_MS ?? '').trim();
    if (!raw) return 0;
    const offset = Number(raw);
    const testing = process.env.NODE_ENV !== 'production' || process.env.E2E_TEST_MODE === '1';
    if (!testing || !Number.isFinite(offset)) {
      warnOnce(`GIFT_CLOCK_OFFSET_MS=${raw} ignored: ${testing ? 'not a number of milliseconds' : 'a test-only setting (set E2E_TEST_MODE=1 in a test run)'}`);
      return 0;
    }
    return offset;
  },
} as const;

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[config] ${message}`);
}

export const isUpstream = () => config.upstreamUrl !== '';
