// Content-Security-Policy of the site (docs/behaviour.md#security). Two levels:
// - every response: a policy that pre-rendered pages can keep (their inline RSC scripts are identical for
//   every visitor, so they cannot carry a per-request nonce): scripts from this site and reCAPTCHA, inline
//   scripts allowed, never 'unsafe-eval'; no plugins, no <base>, no framing, forms only to this site;
// - sign-in, checkout and account screens (rendered per request): a strict nonce-based policy without
//   'unsafe-inline'. A browser enforces every policy it receives, so these pages get both.

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

const common = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  `connect-src 'self' ${RECAPTCHA.join(' ')}`,
  `frame-src https://www.youtube.com https://www.youtube-nocookie.com ${RECAPTCHA[0]}`,
  "manifest-src 'self'",
];

export const SITE_CSP = [...common, `script-src 'self' 'unsafe-inline' ${RECAPTCHA.join(' ')}`].join('; ');

/** The strict policy: only scripts carrying this response's nonce, and what they load ('strict-dynamic'). */
export function strictCsp(nonce: string): string {
  return [...common, `script-src 'nonce-${nonce}' 'strict-dynamic'`].join('; ');
}

/** Screens rendered per request that get the strict policy (unprefixed paths). */
const STRICT = [/^\/login$/, /^\/signup$/, /^\/forgetPassword$/, /^\/resetPassword$/, /^\/myAccount$/, /^\/myaccount$/, /^\/myAccount\/receipt\/[^/]+$/, /^\/forgetpassword$/,
  /^\/pricing\/checkout(\/|$)/, /^\/pricing\/standplan$/, /^\/paystatus(\/|$)/, /^\/pay\/sandbox\//, /^\/gift-card$/];

export function needsStrictCsp(rest: string): boolean {
  return STRICT.some((re) => re.test(rest));
}
