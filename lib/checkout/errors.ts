// Which checkout message (under `checkout.errors`) a failed order shows.
import { Code } from '@/lib/contract/codes';
import { ApiError, LocalCode } from '@/lib/http/errors';

const BY_CODE: Record<number, string> = {
  [Code.EMAIL_REGISTERED]: 'emailRegistered',
  [Code.PLAN_NOT_FOUND]: 'planNotFound',
  [Code.ORDER_NOT_PAYABLE]: 'notPayable',
  [Code.IDEMPOTENCY_CONFLICT]: 'failed',
  [Code.PAYMENTS_UNAVAILABLE]: 'unavailable',
  [Code.GIFT_LIMIT_REACHED]: 'giftLimit',
  [Code.RATE_LIMITED]: 'rateLimited',
  [Code.RECAPTCHA_SCORE_TOO_LOW]: 'botCheck',
  [LocalCode.RECAPTCHA_LOAD_FAILED]: 'botCheck',
  [LocalCode.CHINA_BLOCKED]: 'china',
};

export function checkoutError(error: unknown): string {
  if (!(error instanceof ApiError)) return 'network';
  return BY_CODE[error.code] ?? (error.status === 0 ? 'network' : 'failed');
}
