import { renderTopicIndex } from '@/components/blog/TopicIndex';
import { routePage } from '@/components/layout/RoutePage';

export const revalidate = 900;

const page = routePage('/blog/tag', renderTopicIndex('tag'));
export const generateMetadata = page.generateMetadata;
export default page.Page;
