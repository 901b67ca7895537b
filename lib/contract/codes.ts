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
  /** A session to end that is not a live one of this account (unknown, another account's, already ended): docs/api.md#sessions-list. */
  SESSION_NOT_FOUND: 10040,
  /** The session asking to end itself from the list: it signs out instead. */
  SESSION_IS_CURRENT: 10041,

  // Two-step sign-in (docs/api.md, "Two-step sign-in"). 10020 is the sign-in's answer to a right password of an
  // account with two-step sign-in: no session yet, `data` carries the challenge for web/login/2fa.
  TWO_FACTOR_REQUIRED: 10020,
  /** A wrong (or already used) authenticator or recovery code. */
  TWO_FACTOR_CODE_INVALID: 10021,
  /** The sign-in challenge is unknown, expired, used, or burnt by too many wrong codes: sign in again. */
  TWO_FACTOR_CHALLENGE_INVALID: 10022,
  TWO_FACTOR_ALREADY_ENABLED: 10023,
  TWO_FACTOR_NOT_ENABLED: 10024,
  /** No setup waiting for its first code (never started, expired, or too many wrong codes): start again. */
  TWO_FACTOR_SETUP_EXPIRED: 10025,

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
