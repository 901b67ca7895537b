'use client';

// Who is paying on a checkout-style form. With the `signed_in` cookie the buyer is the account, but its
// e-mail arrives with the profile call; until then the form must neither ask for an e-mail nor send, or a
// quick click would validate as a visitor ("your e-mail is required") while the page is about to say
// "signed in as …". Without the cookie, or when the profile call fails, the buyer is a visitor.
import { useEffect, useState } from 'react';
import { api } from '@/lib/api/endpoints';
import { hasSignedInCookie } from '@/lib/stores/user';

export type Buyer = { state: 'checking' } | { state: 'visitor' } | { state: 'account'; email: string };

export function useBuyer(): Buyer {
  // The server renders "checking" too: the cookie is read in the browser only, so both first renders agree.
  const [buyer, setBuyer] = useState<Buyer>({ state: 'checking' });
  useEffect(() => {
    if (!hasSignedInCookie()) {
      setBuyer({ state: 'visitor' });
      return;
    }
    let live = true;
    api.profile().then(
      (p) => live && setBuyer({ state: 'account', email: p.email }),
      () => live && setBuyer({ state: 'visitor' }),
    );
    return () => { live = false; };
  }, []);
  return buyer;
}
