// The paths of the same-host API (docs/api.md), written once for the browser client, the server-data layer
// and the embedded backend's tests.
export const ACCOUNT = '/api/mms/account/v1';
export const PAYMENT = '/api/mms/payment/v1';
export const BLOG = '/ws/mm';

export const PLANS_PATH = `${PAYMENT}/providers/plans`;

/** Two-step sign-in with an authenticator app (docs/api.md, "Two-step sign-in"). */
export const TWO_FACTOR_PATHS = {
  status: `${ACCOUNT}/web/2fa/status`,
  setup: `${ACCOUNT}/web/2fa/setup`,
  enable: `${ACCOUNT}/web/2fa/enable`,
  disable: `${ACCOUNT}/web/2fa/disable`,
  recoveryCodes: `${ACCOUNT}/web/2fa/recovery_codes`,
  /** The sign-in's second step (guarded, like the sign-in). */
  login: `${ACCOUNT}/web/login/2fa`,
} as const;

export const BLOG_PATHS = {
  detail: `${BLOG}/blog/fast-blog-detail`,
  home: `${BLOG}/v2/blog/home`,
  list: `${BLOG}/v2/blog/list`,
  search: `${BLOG}/v2/blog/search`,
  yoastHead: `${BLOG}/v2/blog/yoast-head`,
  recommended: `${BLOG}/v2/blog/recommended`,
  searches: `${BLOG}/v2/blog/recommend-searchs`,
  categories: `${BLOG}/v2/blog/recommend-categories`,
  tags: `${BLOG}/v2/blog/tags`,
} as const;

/** The header every call of ours carries (docs/api.md, "Sessions and CSRF"). */
export const APP_TYPE_HEADER = { 'x-app-type': '502' } as const;
