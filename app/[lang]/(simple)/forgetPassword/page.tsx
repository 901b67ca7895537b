import { connection } from 'next/server';
import { AccountScreen } from '@/components/account/AccountScreen';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { introPage, renderIntro } from '@/components/layout/IntroPage';

const page = introPage('/forgetPassword', async (locale, texts) => {
  // Rendered per request, so the strict CSP's nonce reaches every script (lib/security/csp.ts).
  await connection();
  return (
    <AccountScreen locale={locale} guarded>
      {renderIntro(locale, texts)}
      <ForgotPasswordForm locale={locale} />
    </AccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
