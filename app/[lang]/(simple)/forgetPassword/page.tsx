import { accountFormPage } from '@/components/account/accountFormPage';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';

const page = accountFormPage('/forgetPassword', ForgotPasswordForm);
export const generateMetadata = page.generateMetadata;
export default page.Page;
