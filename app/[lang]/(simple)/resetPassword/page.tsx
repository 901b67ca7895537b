import { accountFormPage } from '@/components/account/accountFormPage';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';

const page = accountFormPage('/resetPassword', ResetPasswordForm);
export const generateMetadata = page.generateMetadata;
export default page.Page;
