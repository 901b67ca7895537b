// The browser side of the bot check (docs/behaviour.md#bot-check): wait for the reCAPTCHA script by polling
// every 200 ms up to 300 times (60 s), then ask it for a token. No token → a local error 20104
// ReCaptchaScoreTooLow; a script that cannot load → the 'can load recaptcha' warning.
import { Code } from '@/lib/contract/codes';
import { ApiError, LocalCode } from '@/lib/http/errors';

export const RECAPTCHA_POLL_MS = 200;
export const RECAPTCHA_POLL_TRIES = 300;

export const recaptchaSiteKey = () => process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ?? '';

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; __recaptchaLoadFailed?: boolean };

/** Marks the script as failed when its element reports an error (set by <RecaptchaScript/>). */
export function markRecaptchaFailed(win: Window = window) {
  (win as RecaptchaWindow).__recaptchaLoadFailed = true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function recaptchaToken(
  action: string,
  siteKey = recaptchaSiteKey(),
  win: Window = window,
  { intervalMs = RECAPTCHA_POLL_MS, tries = RECAPTCHA_POLL_TRIES } = {},
): Promise<string> {
  const w = win as RecaptchaWindow;
  for (let i = 0; i < tries && !w.grecaptcha?.execute; i++) {
    if (w.__recaptchaLoadFailed) break;
    await sleep(intervalMs);
  }
  if (!w.grecaptcha?.execute) {
    throw new ApiError(0, LocalCode.RECAPTCHA_LOAD_FAILED, 'can load recaptcha, please refresh the page.');
  }
  const grecaptcha = w.grecaptcha;
  let token = '';
  try {
    token = await new Promise<string>((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)));
  } catch {
    token = '';
  }
  if (!token) throw new ApiError(200, Code.RECAPTCHA_SCORE_TOO_LOW, 'ReCaptchaScoreTooLow');
  return token;
}
