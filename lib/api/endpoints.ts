// Every call the browser makes, one typed function each (payloads in docs/api.md). Guarded calls (sign in,
// reset, sign up, buy, redeem) first apply the China block, then the bot check when a site key is configured.
import {
  ACCOUNT, PAYMENT, recaPath, TWO_FACTOR_PATHS,
  type CodePurpose, type RecoveryCodes, type TwoFactorSetup, type TwoFactorStatus, type Device, type OrderRequest, type OrderStatus, type Profile, type Receipt, type RefundEligibility, type Subscription,
} from '@/lib/contract';
import { ApiError, LocalCode } from '@/lib/http/errors';
import { http } from '@/lib/http/http';
import { recaptchaSiteKey, recaptchaToken } from './recaptcha';
import { chinaBlocked } from './china';
import type { AccountSession, SentGift } from '@/lib/contract';


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

export type {
  Device, OrderRequest, OrderStatus, PayPlatform, Profile, Receipt, RefundEligibility, RefundReason, Subscription,
} from '@/lib/contract';

export type { AccountSession, SentGift } from '@/lib/contract';

export const api = {
  login: (username: string, password: string) =>
    guarded<Profile>('login', `${ACCOUNT}/web/login`, { username: username.trim(), password }),
  profile: () => get<Profile>(`${ACCOUNT}/web/profile`),
  logout: () => post<{ signed_out: boolean }>(`${ACCOUNT}/web/logout`),
  logoutAll: () => post<{ signed_out: boolean }>(`${ACCOUNT}/web/logout_all`),
  changePassword: (oldPassword: string, newPassword: string) =>
    post<{ changed: boolean }>(`${ACCOUNT}/web/change_password`, { old_password: oldPassword, new_password: newPassword }),
  setPassword: (password: string) => post<{ is_password_set: boolean }>(`${ACCOUNT}/web/set_password`, { password }),
  requestCode: (email: string, purpose: CodePurpose = 'reset_password') =>
    guarded<{ sent: boolean }>('verification', `${ACCOUNT}/verification/request`, { email: email.trim(), purpose }),
  validateCode: (email: string, code: string) =>
    post<{ valid: boolean }>(`${ACCOUNT}/verification/validate`, { email: email.trim(), code: code.trim(), purpose: 'reset_password' }),
  /** With two-step sign-in on, the password is set but nobody is signed in: `two_factor_required` (docs/api.md). */
  resetPassword: (email: string, code: string, password: string) =>
    guarded<{ email: string; two_factor_required?: boolean }>('reset_password', `${ACCOUNT}/web/reset_password`, {
      email: email.trim(), code: code.trim(), password, purpose: 'reset_password',
    }),
  /** Creates the account (free tier) with the code mailed for purpose 'signup', and signs it in. */
  signup: (email: string, code: string, password: string) =>
    guarded<Profile>('signup', `${ACCOUNT}/web/signup`, { email: email.trim(), code: code.trim(), password }),
  // Two-step sign-in (docs/api.md, "Two-step sign-in"). The sign-in answers 10020 with a TwoFactorChallenge in
  // the error's data; the second step signs in as the sign-in does (guarded the same way).
  loginTwoFactor: (challenge: string, code: { code: string } | { recovery_code: string }) =>
    guarded<Profile & { recovery_codes_left?: number }>('login', TWO_FACTOR_PATHS.login, { challenge, ...code }),
  twoFactorStatus: () => get<TwoFactorStatus>(TWO_FACTOR_PATHS.status),
  twoFactorSetup: (password: string) => post<TwoFactorSetup>(TWO_FACTOR_PATHS.setup, { password }),
  twoFactorEnable: (code: string) => post<TwoFactorStatus & RecoveryCodes>(TWO_FACTOR_PATHS.enable, { code: code.trim() }),
  twoFactorDisable: (password: string, code: { code: string } | { recovery_code: string }) =>
    post<{ enabled: false }>(TWO_FACTOR_PATHS.disable, { password, ...code }),
  twoFactorNewRecoveryCodes: (password: string, code: string) =>
    post<RecoveryCodes>(TWO_FACTOR_PATHS.recoveryCodes, { password, code: code.trim() }),
  subscription: () => get<{ active: Subscription | null; subscriptions: Subscription[]; receipts: Receipt[] }>(`${PAYMENT}/web/subscription_my`),
  devices: () => get<{ limit: number; devices: Device[] }>(`${ACCOUNT}/web/device/list`),
  /** The account's live sessions, this one flagged `current` (docs/api.md#sessions-list). */
  sessions: () => get<{ sessions: AccountSession[] }>(`${ACCOUNT}/web/sessions`),
  /** Ends another session of this account by its public id; that device's next call answers 50014. */
  revokeSession: (id: string) => post<{ ended: boolean }>(`${ACCOUNT}/web/sessions/revoke`, { id }),
  unbindDevice: (device: Pick<Device, 'app_type' | 'user_id'>) =>
    post<{ unbound: boolean }>(`${ACCOUNT}/web/device/unbind`, { unbind_app_type: device.app_type, unbind_user_id: device.user_id }),
  createOrder: (order: OrderRequest) =>
    guarded<{ order_id: string; status: string; pay_url: string; amount: number; currency: string }>('order', `${PAYMENT}/web/order/create`, order),
  orderStatus: (orderId: string) => get<OrderStatus>(`${PAYMENT}/web/order/status`, { order_id: orderId }),
  /** The account's newest order, or null when it has none (docs/api.md#payments). */
  latestOrder: () => get<OrderStatus | null>(`${PAYMENT}/web/order/latest`),
  redeemGiftCard: (code: string) =>
    guarded<{ months_added: number; expires_at: number }>('redeem', `${PAYMENT}/web/giftcard/redeem`, { code: code.trim().toUpperCase() }),
  /** The gift cards this account bought, scheduled, delivered or redeemed (docs/api.md, Payments). */
  sentGifts: () => get<{ cards: SentGift[] }>(`${PAYMENT}/web/giftcard/sent`),
  /** E-mails a delivered, unredeemed gift card of this account's again (3 a day per card, within the gift e-mail limits). */
  resendGift: (orderId: string) =>
    post<{ order_id: string; resent_at: number; resends_left: number }>(`${PAYMENT}/web/giftcard/resend`, { order_id: orderId }),
  refundEligibility: () => get<RefundEligibility>(`${PAYMENT}/web/refund/eligibility`),
  requestRefund: (request: { reason: string; user_ref: string; receipt: string }) =>
    post<{ request_id: string; status: 'received'; subscription_id: number }>(`${PAYMENT}/web/refund/request`, request),
};
