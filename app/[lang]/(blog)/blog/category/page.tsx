import { renderTopicIndex } from '@/components/blog/TopicIndex';
import { introPage } from '@/components/layout/IntroPage';

export const revalidate = 900;

const page = introPage('/blog/category', renderTopicIndex('category'));
export const generateMetadata = page.generateMetadata;
export default page.Page;
