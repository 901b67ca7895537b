'use client';

import { useLayoutEffect } from 'react';
import { GoogleReCaptchaProvider } from 'react-google-recaptcha-v3';
import { markRecaptchaFailed, recaptchaSiteKey } from '@/lib/api/recaptcha';

const SCRIPT_ID = 'google-recaptcha-v3';

/**
 * Loads reCAPTCHA v3 — only on screens with a guarded form, and only when a site key is configured.
 * Tokens are taken through window.grecaptcha (lib/api/recaptcha.ts), which waits for this script.
 */
export function RecaptchaScript({ children }: { children: React.ReactNode }) {
  const siteKey = recaptchaSiteKey();
  // The provider injects the script in its own effect. A layout effect runs before that, so the observer
  // sees the element the moment it is added and no load failure can slip by unheard: it must surface as
  // the 'can load recaptcha' warning instead of a 60-second wait.
  useLayoutEffect(() => {
    if (!siteKey) return;
    const watch = (el: Element | null) => {
      if (el?.id === SCRIPT_ID) el.addEventListener('error', () => markRecaptchaFailed(), { once: true });
    };
    watch(document.getElementById(SCRIPT_ID));
    const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => watch(n as Element))));
    observer.observe(document.documentElement, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [siteKey]);
  if (!siteKey) return children;
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={{ async: true, defer: true, appendTo: 'head', id: SCRIPT_ID }}>
      {children}
    </GoogleReCaptchaProvider>
  );
}
