import { PostPage, unikeyOfPath } from '@/components/blog/PostPage';
import { introPage, resolvePage, type PageProps } from '@/components/layout/IntroPage';
import { postMetadata } from '@/lib/blog/postMetadata';
import { posts, unikeyOf } from '@/server/seed/blog';

export const revalidate = 900;
// Each post by its canonical unikey (wp-<slug> or sys-<id>) and by its plain short path; any other key,
// malformed or unknown, is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => posts.flatMap((post) => [{ unikey: unikeyOf(post) }, { unikey: post.slug }]);

const pathOf = ({ unikey }: Record<string, string>) => `/blog/${unikey}`;

export async function generateMetadata({ params }: PageProps) {
  const { locale, entry } = await resolvePage(params, pathOf);
  return postMetadata(entry, locale, unikeyOfPath(entry.path));
}

const page = introPage(pathOf, (locale, texts, entry) => <PostPage locale={locale} texts={texts} entry={entry} />);
export default page.Page;
