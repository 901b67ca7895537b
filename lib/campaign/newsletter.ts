// The newsletter's shared rules, used by the page and by the embedded API (server/endpoints/newsletter.ts):
// the calls' paths, the one business code of their own, and the unsubscribe link the confirmation e-mail
// carries (/edmsub?unsubscribe=1&email=…&token=…), built on the server and read by the page.
import { Code } from '@/lib/contract/codes';
import { localizePath, type Locale } from '@/lib/i18n/routing';

export const NEWSLETTER_PATH = '/account/v1/newsletter';

/** The unsubscribe link's token does not match its e-mail (an edited or truncated link). */
export const NEWSLETTER_LINK_INVALID = Code.NEWSLETTER_LINK_INVALID;

export type SubscribeStatus = 'subscribed' | 'already_subscribed';
export type UnsubscribeStatus = 'unsubscribed' | 'already_unsubscribed';

/** The page path of an unsubscribe link, in the subscriber's language. */
export function unsubscribePath(locale: Locale, email: string, token: string): string {
  const query = new URLSearchParams({ unsubscribe: '1', email, token });
  return `${localizePath('/edmsub', locale)}?${query}`;
}

export type UnsubscribeLink = { email: string; token: string } | 'invalid' | null;

/**
 * What the page's query asks for: null for a plain visit (the subscribe form), the e-mail and token of an
 * unsubscribe link, or 'invalid' when the link lacks either (cut off by a mail program, typed by hand).
 */
export function readUnsubscribeLink(search: string): UnsubscribeLink {
  const query = new URLSearchParams(search);
  if (query.get('unsubscribe') !== '1') return null;
  const email = (query.get('email') ?? '').trim();
  const token = (query.get('token') ?? '').trim();
  if (!email || !token || email.length > 254 || token.length > 128) return 'invalid';
  return { email, token };
}
