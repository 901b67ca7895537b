'use client';

import { useEffect } from 'react';
import { GoogleReCaptchaProvider } from 'react-google-recaptcha-v3';
import { markRecaptchaFailed, recaptchaSiteKey } from '@/lib/api/recaptcha';

const SCRIPT_ID = 'google-recaptcha-v3';

/**
 * Loads reCAPTCHA v3 — only on screens with a guarded form, and only when a site key is configured.
 * Tokens are taken through window.grecaptcha (lib/api/recaptcha.ts), which waits for this script.
 */
export function RecaptchaScript({ children }: { children: React.ReactNode }) {
  const siteKey = recaptchaSiteKey();
  useEffect(() => {
    if (!siteKey) return;
    // The provider injects the script; a load failure must surface as the 'can load recaptcha' warning.
    const watch = setInterval(() => {
      const script = document.getElementById(SCRIPT_ID);
      if (!script) return;
      clearInterval(watch);
      script.addEventListener('error', () => markRecaptchaFailed());
    }, 50);
    return () => clearInterval(watch);
  }, [siteKey]);
  if (!siteKey) return children;
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={{ async: true, defer: true, appendTo: 'head', id: SCRIPT_ID }}>
      {children}
    </GoogleReCaptchaProvider>
  );
}
