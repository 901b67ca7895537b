'use client';

import { useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { SIGNED_IN_COOKIE, SIGNED_IN_EVENT } from '@/lib/site';
import { AppLink } from '@/components/ui/AppLink';

interface Props {
  locale: Locale;
  signInLabel: string;
  accountLabel: string;
  className?: string;
}

// The runtime clears the cookie when the profile call says the session is over: the entry follows at once.
const subscribe = (onChange: () => void) => {
  window.addEventListener(SIGNED_IN_EVENT, onChange);
  return () => window.removeEventListener(SIGNED_IN_EVENT, onChange);
};
const isSignedIn = () => document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));

/**
 * "Sign in" or "My account", decided in the browser from a readable, non-secret cookie, so that
 * every marketing page can stay pre-rendered and shared by all visitors.
 */
export function AccountEntry({ locale, signInLabel, accountLabel, className }: Props) {
  const signedIn = useSyncExternalStore(subscribe, isSignedIn, () => false);
  return (
    <AppLink href={signedIn ? '/myAccount' : '/login'} locale={locale} className={className}>
      {signedIn ? accountLabel : signInLabel}
    </AppLink>
  );
}
