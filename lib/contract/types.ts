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

/** A device bound to the account, as the device list answers it. */
export interface Device {
  app_type: number;
  user_id: string;
  name: string;
  last_active_at: number;
  platform: Platform;
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
  gift?: { recipient_email: string; message: string; deliver_at: string };
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
  deliver_at?: string;
  /** A test order (docs/api.md#payment-providers); absent means false. */
  test?: boolean;
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
