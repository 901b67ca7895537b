import { accountFormPage } from '@/components/account/accountFormPage';
import { SignupForm } from '@/components/account/SignupForm';

// Its title, description, heading and lead are in messages/content/signup (`signup.page`, lib/seo/routes.ts).
const page = accountFormPage('/signup', SignupForm);
export const generateMetadata = page.generateMetadata;
export default page.Page;
