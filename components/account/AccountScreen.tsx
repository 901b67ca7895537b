// The wrapper of every account screen (sign in, passwords, my account): the client texts those screens
// need and the error catalogue's notices. Screens with a guarded form wrap it in GuardedAccountScreen, which
// adds the reCAPTCHA script. Marketing pages never load any of it.
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Notices } from './Notices';

export interface AccountScreenProps {
  locale: Locale;
  /** Texts of the checkout screens, which reuse this wrapper (and the account forms) for buying. */
  checkout?: boolean;
  /** Texts of the gift card screens (buying, redeeming, the gift on /paySuc). */
  gift?: boolean;
  /** Texts of the payment result screens (/paySuc, /paystatus): messages/content/payResult. */
  payResult?: boolean;
  children: React.ReactNode;
}

export async function AccountScreen({ locale, checkout = false, gift = false, payResult = false, children }: AccountScreenProps) {
  const messages = await getMessages({ locale });
  const picked = {
    account: messages.account, plans: messages.plans, error: messages.error,
    ...(checkout && { checkout: messages.checkout }),
    ...(gift && { gift: messages.gift }),
    ...(payResult && { payResult: messages.payResult }),
    // The refund request of /myAccount: a few lines, so every account screen carries them.
    refund: messages.refund,
    // Scheduled gifts (the gift form, /paySuc, the sent-gifts section of /myAccount): a few lines too.
    giftDelivery: messages.giftDelivery,
    // Sign-up (messages/content/signup): its form, the links to it (sign-in, redeem) and the free tier of
    // /myAccount; a few lines too.
    signup: messages.signup,
    // Two-step sign-in (messages/content/twoFactor): the sign-in's second step, the reset's note, its /myAccount section.
    twoFactor: messages.twoFactor,
    // The active sessions of /myAccount (messages/content/sessions): a few lines too.
    sessions: messages.sessions,
  };
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
      <Notices />
    </NextIntlClientProvider>
  );
}
