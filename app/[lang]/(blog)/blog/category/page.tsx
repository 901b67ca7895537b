import { renderTopicIndex } from '@/components/blog/TopicIndex';
import { routePage } from '@/components/layout/RoutePage';

export const revalidate = 900;

const page = routePage('/blog/category', renderTopicIndex('category'));
export const generateMetadata = page.generateMetadata;
export default page.Page;
