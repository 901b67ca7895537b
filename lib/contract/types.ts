// The payloads of the same-host API (docs/api.md), written once: the embedded backend (server/) answers in
// these shapes, the upstream service is expected to, and browser code and the server-data layer read them.
// Types only, plus the few literal lists a schema on either side is built from.
import type { Locale } from '@/lib/i18n/routing';

/** Platform of a signed-in app, from its app-type code (lib/content/appTypes.ts holds the table). */
export type Platform = 'ios' | 'android' | 'chrome' | 'windows' | 'web' | 'unknown';

export interface Profile {
  email: string;
  is_password_set: boolean;
}

/** Two-step sign-in of the signed-in account (docs/api.md, "Two-step sign-in"). */
export interface TwoFactorStatus {
  enabled: boolean;
  /** When it was turned on (ms); null while off. */
  enabled_at: number | null;
  /** Recovery codes not used yet (0 while off). */
  recovery_codes_left: number;
}

/**
 * The answer of web/2fa/setup: the new secret, the only time it is ever sent (base32, for typing), the
 * otpauth:// URL and that URL as a QR code (an SVG document made on the server). Not active until confirmed.
 */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
  /** The setup must be confirmed with a code before this moment (ms). */
  expires_at: number;
}

/** The `data` of a 10020 sign-in answer: what web/login/2fa needs, single use, for a few minutes. */
export interface TwoFactorChallenge {
  challenge: string;
  expires_at: number;
}

/** New recovery codes: shown once, stored only as hashes. */
export interface RecoveryCodes {
  recovery_codes: string[];
}

/**
 * What a verification code is for (docs/api.md, Account): a password reset, or a sign-up. A code is good
 * only for its own purpose.
 */
export const CODE_PURPOSES = ['reset_password', 'signup'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** A device bound to the account, as the device list answers it. */
export interface Device {
  app_type: number;
  user_id: string;
  name: string;
  last_active_at: number;
  platform: Platform;
}

/**
 * A live session of the account, as the sessions list answers it (docs/api.md#sessions-list). `id` is an opaque
 * public id, never the token or its hash. `client` names the browser or app in English ("Chrome on Windows",
 * "Unknown browser"); `browser` and `os` are its parts (proper names, null when unknown) and `app` says it is
 * our app, so a page can say it in its own language. `country`: ISO 3166 code of where it signed in, or ''.
 */
export interface AccountSession {
  id: string;
  client: string;
  browser?: string | null;
  os?: string | null;
  app?: boolean;
  country: string;
  started_at: number;
  last_active_at: number;
  current: boolean;
}

/** A plan as the plans call answers it. */
export interface Plan {
  id: string;
  product_id: string;
  interval_count: number;
  interval_unit: string;
  /** What the buyer pays for the whole interval, in `price_unit`. */
  price: number;
  /** The price per month, as the pricing page shows it. */
  month_price: number;
  price_unit: string;
  discount_percent: number;
  is_recommend: boolean;
}

export const WEB_PLATFORMS = ['paypal', 'card', 'bitcoin', 'sandbox'] as const;
export type PayPlatform = (typeof WEB_PLATFORMS)[number];
export type OrderKind = 'subscription' | 'gift';
export type OrderState = 'pending' | 'paid' | 'cancelled';

export interface Subscription {
  id: number;
  plan_id: string;
  product_id: string;
  status: 'active' | 'expired' | 'cancelled' | 'refunded';
  payment_method: string;
  started_at: number;
  expires_at: number;
  auto_renew: number | boolean;
  is_renewal: number | boolean;
  /** Its time (some of it) came from a test payment (docs/api.md#payment-providers); absent means false. */
  test?: boolean;
}

export interface Receipt {
  public_id: string;
  plan_id: string;
  product_id: string;
  amount: number;
  currency: string;
  created_at: number;
  paid_at: number;
  platform: string;
  kind: OrderKind;
  /** A test order: no money moved (docs/api.md#payment-providers); absent means false. */
  test?: boolean;
}

export interface OrderRequest {
  plan_id: string;
  platform: PayPlatform;
  /** Only for a visitor: a new e-mail creates the account and signs it in. */
  email?: string;
  /** One per checkout page and choice: a double click or a retry returns the same order. */
  idempotency_key: string;
  kind?: OrderKind;
  /**
   * `deliver_at` is the day ('YYYY-MM-DD'); `time_zone` the IANA zone whose clock reads it (absent: UTC). The
   * card is e-mailed at 09:00 that day on that clock (docs/behaviour.md#gift-delivery).
   */
  gift?: { recipient_email: string; message: string; deliver_at: string; time_zone?: string };
}

export interface OrderStatus {
  order_id: string;
  status: OrderState;
  kind: OrderKind;
  plan_id: string;
  /** The plan's product id as it was bought: names the plan even after the catalogue changed. */
  product_id: string;
  amount: number;
  currency: string;
  platform: string;
  created_at: number;
  expires_at?: number;
  code?: string;
  recipient_email?: string;
  /** The chosen delivery day, as the start of that day in UTC (ms). */
  deliver_at?: number;
  /** The zone the buyer chose for the delivery, and the moment (ms) the card is e-mailed: 09:00 there. */
  time_zone?: string;
  deliver_after?: number;
  /** When the card was e-mailed to its recipient; null while it is scheduled. */
  delivered_at?: number | null;
  /** A test order (docs/api.md#payment-providers); absent means false. */
  test?: boolean;
  /** A paid order: when it was paid (ms). */
  paid_at?: number;
  /** A paid subscription order: where a refund of it stands ('none' without a request). */
  refund?: 'none' | 'requested' | 'refunded' | 'declined';
}

/** A gift card the account bought, as the sent-gifts list answers it (docs/api.md, Payments). */
export interface SentGift {
  order_id: string;
  recipient_email: string;
  plan_id: string;
  product_id: string;
  months: number;
  time_zone: string;
  /** When it is (or was) due: 09:00 of the delivery day in `time_zone` (ms). */
  deliver_after: number;
  delivered_at: number | null;
  redeemed_at: number | null;
  status: 'scheduled' | 'delivered' | 'redeemed';
  /** Delivered and not redeemed: the buyer may have it e-mailed again (within the limits). */
  can_resend: boolean;
  test: boolean;
}

export type RefundReason = 'window_passed' | 'renewal' | 'app_store' | 'play_store' | 'third_party' | 'no_purchase' | 'already_requested';

export interface RefundEligibility {
  eligible: boolean;
  days_left: number;
  reason?: RefundReason;
  subscription_id: number | null;
}

/** A blog post in a list (docs/api.md, "Blog"). */
export interface PostSummary {
  id: number;
  slug: string;
  unikey: string;
  title: string;
  excerpt: string;
  cover: string;
  category: string;
  tags: string[];
  author: string;
  published_at: string;
  reading_minutes: number;
  /** The language of title, excerpt (and html): 'en' when the requested one is missing. */
  lang: Locale;
  fallback: boolean;
  /** The languages the post exists in. */
  languages: Locale[];
}

export type PostDetail = PostSummary & { html: string };

export interface PostList {
  page: number;
  page_size: number;
  total: number;
  page_count: number;
  posts: PostSummary[];
}

export interface SearchResult extends PostList {
  q: string;
}

export interface BlogHome {
  featured: PostSummary[];
  latest: PostSummary[];
  categories: { slug: string; count: number }[];
}

/** A category or a tag with its number of posts; `name` is the service's label in the asked language. */
export interface Topic {
  slug: string;
  name: string;
  count: number;
}

/** The yoast-head answer: what a post page's <head> carries. */
export interface PostHead {
  title: string;
  description: string;
  canonical: string;
  og_title: string;
  og_description: string;
  og_type: 'article';
  og_image: string;
  article_published_time: string;
  article_author: string;
  lang: Locale;
  fallback: boolean;
  languages: Locale[];
  schema: Record<string, unknown>;
}
