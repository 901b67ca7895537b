// The error pages' title rule (docs/behaviour.md#error-title): the status message a page shows as its h1 is
// also the document title, "<status> | Harbor VPN" like every other title, in place of whatever the page that
// failed had set. The previous title comes back when the error page goes (a retry that renders the page again).
import { useEffect } from 'react';
import { SITE_NAME } from '@/lib/site';

/** The document title for a status message. */
export const statusTitle = (status: string) => `${status} | ${SITE_NAME}`;

/** Sets the document title to `status` while mounted (null: not known yet, the title is left alone). */
export function useStatusTitle(status: string | null): void {
  useEffect(() => {
    if (status === null) return;
    const previous = document.title;
    document.title = statusTitle(status);
    return () => {
      document.title = previous;
    };
  }, [status]);
}
