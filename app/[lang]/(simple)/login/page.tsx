import { AccountScreen } from '@/components/account/AccountScreen';
import { LoginForm } from '@/components/account/LoginForm';
import { introPage, renderIntro } from '@/components/layout/IntroPage';

const page = introPage('/login', (locale, texts) => (
  <AccountScreen locale={locale} guarded>
    {renderIntro(locale, texts)}
    <LoginForm locale={locale} />
  </AccountScreen>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
