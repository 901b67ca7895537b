import { AccountScreen } from '@/components/account/AccountScreen';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { introPage, renderIntro } from '@/components/layout/IntroPage';

const page = introPage('/forgetPassword', (locale, texts) => (
  <AccountScreen locale={locale} guarded>
    {renderIntro(locale, texts)}
    <ForgotPasswordForm locale={locale} />
  </AccountScreen>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
