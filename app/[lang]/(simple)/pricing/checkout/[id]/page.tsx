import { introPage } from '@/components/layout/IntroPage';
import { seedPlans } from '@/lib/mms/seed/plans';

export const dynamicParams = false;
export const generateStaticParams = () => seedPlans.map((plan) => ({ id: plan.id }));

const page = introPage(({ id }) => `/pricing/checkout/${id}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
