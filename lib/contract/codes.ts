// The one catalogue of response codes, shared by the embedded API (server/) and the browser client
// (lib/api). Every answer is {code, msg, data}; `code === OK` means success. Business errors travel as
// HTTP 200 with their code; transport failures (bad JSON, too large, CSRF, rate limit, upstream down) use a
// non-200 status as well (docs/behaviour.md#api), so the client's error catalogue applies as written.

export const OK = 200;

export const Code = {
  // Transport and request shape
  BAD_JSON: 40001,
  INVALID_PARAMS: 40002,
  MISSING_APP_TYPE: 40003,
  CROSS_SITE: 40004,
  NOT_FOUND: 40400,
  METHOD_NOT_ALLOWED: 40500,
  BODY_TOO_LARGE: 41300,
  UNSUPPORTED_MEDIA_TYPE: 41500,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  UPSTREAM_UNAVAILABLE: 50200,
  /** 503 with Retry-After: password hashing is at capacity (server/passwords.ts); try again shortly. */
  SERVER_BUSY: 50300,
  UPSTREAM_TIMEOUT: 50400,

  // Sessions (docs/behaviour.md#errors): 401/403 clear the session; 50008/50012/50014 open the 'Confirm
  // logout' dialog.
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOKEN_ILLEGAL: 50008,
  SIGNED_OUT_ELSEWHERE: 50012,
  TOKEN_EXPIRED_ELSEWHERE: 50014,

  // Bot check
  RECAPTCHA_SCORE_TOO_LOW: 20104,

  // Accounts
  LOGIN_FAILED: 10001,
  PASSWORD_RULES: 10002,
  WRONG_CURRENT_PASSWORD: 10003,
  CODE_INVALID: 10004,
  CODE_TOO_MANY_TRIES: 10005,
  PASSWORD_ALREADY_SET: 10006,
  DEVICE_NOT_FOUND: 10010,

  // Newsletter
  NEWSLETTER_LINK_INVALID: 10030,

  // Payments
  PLAN_NOT_FOUND: 20001,
  ORDER_NOT_FOUND: 20002,
  ORDER_NOT_PAYABLE: 20003,
  /** The sandbox's approve/cancel while PAYMENT_SANDBOX is off (docs/api.md#payment-providers). */
  SANDBOX_DISABLED: 20004,
  /** No provider takes payments now (sandbox off, no real provider): nothing was created or charged. */
  PAYMENTS_UNAVAILABLE: 20007,
  /** Gift e-mails are rationed per buyer and per recipient (docs/security.md#gift-mail). */
  GIFT_LIMIT_REACHED: 20012,
  GIFT_CARD_INVALID: 20010,
  GIFT_CARD_USED: 20011,
  /** A resend of a gift card that is still scheduled: it has not been e-mailed yet (docs/behaviour.md#gift-delivery). */
  GIFT_NOT_DELIVERED: 20013,
  REFUND_NOT_ELIGIBLE: 20020,
  EMAIL_REGISTERED: 20005,
  IDEMPOTENCY_CONFLICT: 20006,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T | null;
}
