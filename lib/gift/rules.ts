// The pure rules of the gift card screens and the refund request. They mirror the server's checks
// (server/endpoints/payment.ts, paymentAccount.ts) so a buyer learns about a problem before sending;
// the server still decides. Error keys are under `gift.form` / `refund.form` in messages/*.json.
import { Code } from '@/lib/contract/codes';
import { containsLink } from '@/lib/contract/links';
import { ApiError, LocalCode } from '@/lib/http/errors';
import { emailError } from '@/lib/account/validation';

export const MESSAGE_MAX = 500;
export const REASON_MIN = 10;
export const REASON_MAX = 2000;

export type GiftFieldError = 'required' | 'emailInvalid' | 'messageLong' | 'messageLink' | 'dateRange';

/** A local calendar day as 'YYYY-MM-DD' (what a date input holds). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The delivery days a buyer may choose: today up to the same day next year, in the buyer's own calendar. */
export function deliveryRange(now: Date): { min: string; max: string } {
  const max = new Date(now.getFullYear() + 1, now.getMonth(), now.getDate());
  // 29 February next year does not exist: Date rolls it to 1 March, one day past the server's limit.
  if (max.getMonth() !== now.getMonth()) max.setDate(0);
  return { min: isoDay(now), max: isoDay(max) };
}

export function giftFieldErrors(
  values: { recipient_email: string; message: string; deliver_at: string },
  range: { min: string; max: string },
): Partial<Record<'recipient_email' | 'message' | 'deliver_at', GiftFieldError>> {
  const found: Partial<Record<'recipient_email' | 'message' | 'deliver_at', GiftFieldError>> = {};
  const recipient = emailError(values.recipient_email);
  if (recipient) found.recipient_email = recipient === 'required' ? 'required' : 'emailInvalid';
  // Counted as code points, as a person counts characters (an emoji is one).
  if ([...values.message.trim()].length > MESSAGE_MAX) found.message = 'messageLong';
  // The server refuses links in gift messages (docs/security.md#gift-mail); the same rule, said first here.
  else if (containsLink(values.message)) found.message = 'messageLink';
  const day = values.deliver_at;
  if (!day) found.deliver_at = 'required';
  // ISO days compare correctly as strings.
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < range.min || day > range.max) found.deliver_at = 'dateRange';
  return found;
}

/**
 * The idempotency key of a gift order: the checkout's per-page key plus a short hash of the gift, so a
 * double click sends one order while a corrected recipient, date or time zone gets a new one (not the 20006
 * conflict: the server compares every gift detail, the zone included).
 */
export function giftKeySuffix(gift: { recipient_email: string; message: string; deliver_at: string; time_zone?: string }): string {
  let h = 0;
  const zone = gift.time_zone ? `|${gift.time_zone}` : '';
  for (const ch of `${gift.recipient_email.trim().toLowerCase()}|${gift.message.trim()}|${gift.deliver_at}${zone}`) {
    h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  }
  return `g${h.toString(36)}`;
}

export type RedeemProblem = 'used' | 'invalid' | 'rateLimited' | 'botCheck' | 'china' | 'network' | 'failed';

/** Which `gift.redeem.errors` message a failed redemption shows. */
export function redeemProblem(error: unknown): RedeemProblem {
  if (!(error instanceof ApiError)) return 'network';
  switch (error.code) {
    case Code.GIFT_CARD_USED: return 'used';
    case Code.GIFT_CARD_INVALID: return 'invalid';
    case Code.RATE_LIMITED: return 'rateLimited';
    case Code.RECAPTCHA_SCORE_TOO_LOW: case LocalCode.RECAPTCHA_LOAD_FAILED: return 'botCheck';
    case LocalCode.CHINA_BLOCKED: return 'china';
    default: return error.status === 0 ? 'network' : 'failed';
  }
}

/** Gift codes look like HVPN-XXXX-XXXX-XXXX; a malformed one is refused before it costs a rate-limit try. */
export function looksLikeGiftCode(value: string): boolean {
  return /^HVPN(-[A-Z0-9]{4}){3}$/.test(value.trim().toUpperCase());
}

export type RefundFieldError = 'required' | 'reasonShort' | 'tooLong';

export function refundFieldErrors(values: { reason: string; user_ref: string; receipt: string }) {
  const found: Partial<Record<'reason' | 'user_ref' | 'receipt', RefundFieldError>> = {};
  const reason = [...values.reason.trim()].length;
  if (!reason) found.reason = 'required';
  else if (reason < REASON_MIN) found.reason = 'reasonShort';
  else if (reason > REASON_MAX) found.reason = 'tooLong';
  for (const key of ['user_ref', 'receipt'] as const) {
    const v = values[key].trim();
    if (!v) found[key] = 'required';
    else if (v.length > 128) found[key] = 'tooLong';
  }
  return found;
}
