// Server-side reCAPTCHA verification. Without RECAPTCHA_SECRET the check is off and passes (a fresh
// clone has no keys); with it, a missing token, a failed verification or a low score fails.
import { config } from './config';

export async function verifyRecaptcha(token: unknown, ip: string): Promise<boolean> {
  if (!config.recaptchaSecret) return true;
  if (typeof token !== 'string' || token.length < 10 || token.length > 4096) return false;
  try {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body: new URLSearchParams({ secret: config.recaptchaSecret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    const result = (await response.json()) as { success?: boolean; score?: number };
    return Boolean(result.success) && (result.score === undefined || result.score >= config.recaptchaMinScore);
  } catch {
    return false;
  }
}
