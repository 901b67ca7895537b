import { PostPage, unikeyOfPath } from '@/components/blog/PostPage';
import { findEntry, MISSING_PAGE_METADATA, routePage, type PageProps } from '@/components/layout/RoutePage';
import { postMetadata } from '@/lib/blog/postMetadata';
import { postParams } from '@/lib/seo/pages';

// The blog window of lib/data/policy.ts (a test checks the literal). Posts the service has at build time are
// pre-rendered by unikey and by plain slug; one published later renders on its first request; a key the
// service does not know is a 404.
export const revalidate = 900;
// What the service publishes after the build renders on its first request (lib/seo/pages.ts decides 404s).
export const dynamicParams = true;
export const generateStaticParams = postParams;

const pathOf = ({ unikey }: Record<string, string>) => `/blog/${unikey}`;

export async function generateMetadata({ params }: PageProps) {
  const found = await findEntry(params, pathOf);
  return found ? postMetadata(found.entry, found.locale, unikeyOfPath(found.entry.path)) : MISSING_PAGE_METADATA;
}

const page = routePage(pathOf, (locale, texts, entry) => <PostPage locale={locale} texts={texts} entry={entry} />);
export default page.Page;
