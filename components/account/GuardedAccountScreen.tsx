// An account screen with a form the bot check guards (sign in, sign up, reset, checkout, gift card, redeem):
// AccountScreen with the reCAPTCHA script around its content. A file of its own on purpose: a client component
// imported anywhere in a route's server code goes into that route's JavaScript, so while AccountScreen imported
// the script, My account, receipts and the payment results carried the reCAPTCHA library without using it.
import { AccountScreen, type AccountScreenProps } from './AccountScreen';
import { RecaptchaScript } from './RecaptchaScript';

export function GuardedAccountScreen({ children, ...screen }: AccountScreenProps) {
  return (
    <AccountScreen {...screen}>
      <RecaptchaScript>{children}</RecaptchaScript>
    </AccountScreen>
  );
}
