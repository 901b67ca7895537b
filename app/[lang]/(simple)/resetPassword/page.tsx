import { AccountScreen } from '@/components/account/AccountScreen';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { introPage, renderIntro } from '@/components/layout/IntroPage';

const page = introPage('/resetPassword', (locale, texts) => (
  <AccountScreen locale={locale} guarded>
    {renderIntro(locale, texts)}
    <ResetPasswordForm locale={locale} />
  </AccountScreen>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
