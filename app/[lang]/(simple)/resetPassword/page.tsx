import { connection } from 'next/server';
import { AccountScreen } from '@/components/account/AccountScreen';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { introPage, renderIntro } from '@/components/layout/IntroPage';

const page = introPage('/resetPassword', async (locale, texts) => {
  // Rendered per request, so the strict CSP's nonce reaches every script (lib/security/csp.ts).
  await connection();
  return (
    <AccountScreen locale={locale} guarded>
      {renderIntro(locale, texts)}
      <ResetPasswordForm locale={locale} />
    </AccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
