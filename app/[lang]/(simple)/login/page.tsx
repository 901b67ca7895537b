import { accountFormPage } from '@/components/account/accountFormPage';
import { LoginForm } from '@/components/account/LoginForm';

const page = accountFormPage('/login', LoginForm);
export const generateMetadata = page.generateMetadata;
export default page.Page;
