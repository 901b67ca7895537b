// The signed-in account's own data, read on the server for an account page (docs/behaviour.md#account-data).
// Never cached and never kept as a last good answer: it is one person's, and it must be what is true now.
// Embedded: the backend in process with the session cookie; MMS_API_URL: the service over HTTP with the token
// as `Authorization: Bearer`, as the API proxy forwards it (server/upstream.ts).
import 'server-only';
import { Code, OK } from '@/lib/contract/codes';
import { ACCOUNT, PAYMENT, TWO_FACTOR_PATHS } from '@/lib/contract/paths';
import type { AccountSession, Device, OrderStatus, Profile, Receipt, RefundEligibility, SentGift, Subscription, TwoFactorStatus } from '@/lib/contract/types';
import { SESSION_COOKIE } from '@/lib/site';
import { backendConfig, callEmbedded } from '@/server';

export type AccountAnswer<T> = { ok: true; data: T } | { ok: false; code: number };

const APP_TYPE = { 'x-app-type': '502', accept: 'application/json' };

async function readAsAccount<T>(token: string, path: string, query: Record<string, string> = {}): Promise<AccountAnswer<T>> {
  try {
    let response: Response;
    if (backendConfig.upstreamUrl) {
      const url = new URL(backendConfig.upstreamUrl + path);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      response = await fetch(url, {
        headers: { ...APP_TYPE, authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(backendConfig.upstreamTimeoutMs),
        cache: 'no-store',
      });
    } else {
      response = await callEmbedded(path, query, { cookie: `${SESSION_COOKIE}=${token}` });
    }
    const body = (await response.json()) as { code?: number; data?: T | null };
    return body.code === OK && body.data != null ? { ok: true, data: body.data } : { ok: false, code: body.code ?? response.status };
  } catch {
    return { ok: false, code: Code.UPSTREAM_UNAVAILABLE };
  }
}

/**
 * A paid order of this account, for its receipt page; anything else (unknown, unpaid, another account's) is
 * `missing`, so the page is a 404 that never confirms someone else's order exists.
 */
export async function getReceipt(token: string, orderId: string): Promise<{ ok: true; data: OrderStatus } | { ok: false; missing: boolean }> {
  if (!/^[\w-]{1,64}$/.test(orderId)) return { ok: false, missing: true };
  const answer = await readAsAccount<OrderStatus>(token, `${PAYMENT}/web/order/status`, { order_id: orderId });
  if (answer.ok) return answer.data.status === 'paid' ? answer : { ok: false, missing: true };
  return { ok: false, missing: answer.code === Code.ORDER_NOT_FOUND || answer.code === Code.UNAUTHORIZED || answer.code === Code.INVALID_PARAMS };
}

/** What /myAccount shows, one promise per part: its data, or undefined when the browser should ask for it. */
export interface AccountOverview {
  profile: Promise<Profile | undefined>;
  subscription: Promise<{ active: Subscription | null; subscriptions: Subscription[]; receipts: Receipt[] } | undefined>;
  devices: Promise<{ limit: number; devices: Device[] } | undefined>;
  refund: Promise<RefundEligibility | undefined>;
  sentGifts: Promise<{ cards: SentGift[] } | undefined>;
  twoFactor: Promise<TwoFactorStatus | undefined>;
  sessions: Promise<{ sessions: AccountSession[] } | undefined>;
}

/**
 * How long /myAccount waits for all its parts before writing the page: the parts that have arrived are written in
 * place, the others stream in behind their boundaries (lib/account/settle.ts). The embedded backend answers in a
 * few milliseconds; the service over HTTP usually within this too.
 */
export const ACCOUNT_WAIT_MS = 250;

const part = <T>(token: string, path: string): Promise<T | undefined> =>
  readAsAccount<T>(token, path).then((answer) => (answer.ok ? answer.data : undefined));

/**
 * Everything /myAccount shows, asked for at once for the signed-in request (the calls run side by side), each
 * part handed on as it arrives: the page streams every section in rendered, instead of fetching each after
 * hydration (docs/behaviour.md#account-data). A part that fails is undefined, never a rejection.
 */
export function getAccountOverview(token: string): AccountOverview {
  return {
    profile: part(token, `${ACCOUNT}/web/profile`),
    subscription: part(token, `${PAYMENT}/web/subscription_my`),
    devices: part(token, `${ACCOUNT}/web/device/list`),
    refund: part(token, `${PAYMENT}/web/refund/eligibility`),
    sentGifts: part(token, `${PAYMENT}/web/giftcard/sent`),
    twoFactor: part(token, TWO_FACTOR_PATHS.status),
    sessions: part(token, `${ACCOUNT}/web/sessions`),
  };
}
