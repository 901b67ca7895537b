'use client';

import { useEffect, useState } from 'react';
import { safeRedirectPath } from '@/lib/security/safeRedirect';

/**
 * /redirect?to=/some/path sends the visitor on to a page of this site. Off-site or malformed targets are
 * refused: the visitor stays here with a link to the home page.
 */
export function RedirectTo({ fallback }: { fallback: string }) {
  const [target, setTarget] = useState(fallback);

  useEffect(() => {
    const safe = safeRedirectPath(new URLSearchParams(window.location.search).get('to'));
    if (safe) {
      setTarget(safe);
      window.location.replace(safe);
    }
  }, []);

  return (
    <p>
      <a href={target}>{target}</a>
    </p>
  );
}
