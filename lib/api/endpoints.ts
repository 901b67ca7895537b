// Every call the browser makes, one typed function each (payloads in docs/api.md). Guarded calls (sign in,
// reset, buy, redeem) first apply the China block, then the bot check when a site key is configured.
import { recaPath } from '@/lib/mms/server/botcheck';
import { ApiError, LocalCode } from './errors';
import { http } from './http';
import { recaptchaSiteKey, recaptchaToken } from './recaptcha';
import { chinaBlocked } from './china';
import type { Receipt } from '@/lib/mms/payments';

const ACCOUNT = '/api/mms/account/v1';
const PAYMENT = '/api/mms/payment/v1';

async function get<T>(path: string, params?: Record<string, string>): Promise<T> {
  return (await http.get(path, { params })).data.data as T;
}

async function post<T>(path: string, body: object = {}): Promise<T> {
  return (await http.post(path, body)).data.data as T;
}

/** A guarded call: refused locally in China; with a site key, sent on the reca path with `recasign`. */
async function guarded<T>(action: string, path: string, body: object): Promise<T> {
  if (await chinaBlocked()) {
    throw new ApiError(0, LocalCode.CHINA_BLOCKED, 'Due to policy, this service is not available in China. Thank you for your understanding!');
  }
  if (!recaptchaSiteKey()) return post<T>(path, body);
  const recasign = await recaptchaToken(action);
  return post<T>(recaPath(path), { ...body, recasign });
}

export interface Profile {
  email: string;
  is_password_set: boolean;
}

export interface Device {
  app_type: number;
  user_id: string;
  name: string;
  last_active_at: number;
  platform: 'ios' | 'android' | 'chrome' | 'windows' | 'web' | 'unknown';
}

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
}

/** A receipt as the server answers it (type only: nothing of the server is bundled). */
export type { Receipt } from '@/lib/mms/payments';

export type PayPlatform = 'paypal' | 'card' | 'bitcoin' | 'sandbox';

export interface OrderRequest {
  plan_id: string;
  platform: PayPlatform;
  /** Only for a visitor: a new e-mail creates the account and signs it in. */
  email?: string;
  /** One per checkout page and choice: a double click or a retry returns the same order. */
  idempotency_key: string;
  kind?: 'subscription' | 'gift';
  gift?: { recipient_email: string; message: string; deliver_at: string };
}

export interface OrderStatus {
  order_id: string;
  status: 'pending' | 'paid' | 'cancelled';
  kind: 'subscription' | 'gift';
  plan_id: string;
  amount: number;
  currency: string;
  platform: string;
  created_at: number;
  expires_at?: number;
  code?: string;
  recipient_email?: string;
  deliver_at?: string;
}

export type RefundReason = 'window_passed' | 'renewal' | 'app_store' | 'play_store' | 'third_party' | 'no_purchase' | 'already_requested';

export interface RefundEligibility {
  eligible: boolean;
  days_left: number;
  reason?: RefundReason;
  subscription_id: number | null;
}

export const api = {
  login: (username: string, password: string) =>
    guarded<Profile>('login', `${ACCOUNT}/web/login`, { username: username.trim(), password }),
  profile: () => get<Profile>(`${ACCOUNT}/web/profile`),
  logout: () => post<{ signed_out: boolean }>(`${ACCOUNT}/web/logout`),
  logoutAll: () => post<{ signed_out: boolean }>(`${ACCOUNT}/web/logout_all`),
  changePassword: (oldPassword: string, newPassword: string) =>
    post<{ changed: boolean }>(`${ACCOUNT}/web/change_password`, { old_password: oldPassword, new_password: newPassword }),
  setPassword: (password: string) => post<{ is_password_set: boolean }>(`${ACCOUNT}/web/set_password`, { password }),
  requestCode: (email: string) =>
    guarded<{ sent: boolean }>('verification', `${ACCOUNT}/verification/request`, { email: email.trim(), purpose: 'reset_password' }),
  validateCode: (email: string, code: string) =>
    post<{ valid: boolean }>(`${ACCOUNT}/verification/validate`, { email: email.trim(), code: code.trim(), purpose: 'reset_password' }),
  resetPassword: (email: string, code: string, password: string) =>
    guarded<{ email: string }>('reset_password', `${ACCOUNT}/web/reset_password`, {
      email: email.trim(), code: code.trim(), password, purpose: 'reset_password',
    }),
  subscription: () => get<{ active: Subscription | null; subscriptions: Subscription[]; receipts: Receipt[] }>(`${PAYMENT}/web/subscription_my`),
  devices: () => get<{ limit: number; devices: Device[] }>(`${ACCOUNT}/web/device/list`),
  unbindDevice: (device: Pick<Device, 'app_type' | 'user_id'>) =>
    post<{ unbound: boolean }>(`${ACCOUNT}/web/device/unbind`, { unbind_app_type: device.app_type, unbind_user_id: device.user_id }),
  createOrder: (order: OrderRequest) =>
    guarded<{ order_id: string; status: string; pay_url: string; amount: number; currency: string }>('order', `${PAYMENT}/web/order/create`, order),
  orderStatus: (orderId: string) => get<OrderStatus>(`${PAYMENT}/web/order/status`, { order_id: orderId }),
  redeemGiftCard: (code: string) =>
    guarded<{ months_added: number; expires_at: number }>('redeem', `${PAYMENT}/web/giftcard/redeem`, { code: code.trim().toUpperCase() }),
  refundEligibility: () => get<RefundEligibility>(`${PAYMENT}/web/refund/eligibility`),
  requestRefund: (request: { reason: string; user_ref: string; receipt: string }) =>
    post<{ request_id: string; status: 'received'; subscription_id: number }>(`${PAYMENT}/web/refund/request`, request),
};
