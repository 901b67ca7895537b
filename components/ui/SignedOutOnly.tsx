'use client';

// Shows its children to visitors who are not signed in (no `signed_in` marker cookie). The server's HTML and the
// first render in the browser include them, so a pre-rendered page needs no request and most visitors see no
// shift; once the page has hydrated, a signed-in visitor's copy is hidden.
import { useEffect, useState } from 'react';
import { hasSignedInCookie } from '@/lib/stores/user';

export function SignedOutOnly({ children }: { children: React.ReactNode }) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasSignedInCookie()), []);
  return signedIn ? null : <>{children}</>;
}
