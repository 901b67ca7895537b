// The gift card e-mail's links (docs/behaviour.md#signup): the redeem page with the code filled in, and sign-up
// that comes back to it, so a recipient without an account lands on the redeem page with the code kept.
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/security/safeRedirect';
import { absoluteUrl } from '@/lib/site';
import type { GiftCardRow } from './giftCards';
import { giftCardMail } from './paymentMail';

// Only what the mail reads: the row's other columns (order, delivery) do not matter here.
const card = { code: 'HVPN-AB12-CD34-EF56', months: 3, recipient_email: 'friend@example.com', message: '' } as unknown as GiftCardRow;

describe('giftCardMail', () => {
  const { body } = giftCardMail(card, false);
  const links = body.match(/https?:\/\/\S+[^\s.,)]/g) ?? [];

  it('links to the redeem page with the code in its query', () => {
    expect(links).toContain(absoluteUrl('/redeem-suc?code=HVPN-AB12-CD34-EF56'));
  });

  it('links to sign-up with a redirect back to that redeem page, which the sign-up form accepts', () => {
    const signup = links.find((l) => l.startsWith(absoluteUrl('/signup')));
    expect(signup).toBe(absoluteUrl(`/signup?redirect=${encodeURIComponent('/redeem-suc?code=HVPN-AB12-CD34-EF56')}`));
    const redirect = new URL(signup!).searchParams.get('redirect');
    expect(safeRedirectPath(redirect)).toBe('/redeem-suc?code=HVPN-AB12-CD34-EF56');
  });
});
