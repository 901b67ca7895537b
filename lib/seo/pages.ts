// Every page of the site, including those that exist because the service says so: blog posts by each
// unikey form, category and tag lists with their numbered pages, and the checkout of each plan. Route
// files, metadata and the sitemap resolve a path here; what the service does not know is undefined (a 404).
import 'server-only';
import { decodeUnikey } from '@/lib/contract/unikey';
import { getAllPosts, getCategories, getPlan, getPlans, getPost, getPostList, getTags } from '@/lib/data';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { allRoutes, blogListEntry, checkoutEntry, findRoute, postEntry, type BlogListKind, type RouteEntry } from './routes';

const PAGE = /^[1-9]\d{0,5}$/;
const SLUG = /^[a-z0-9-]{1,100}$/;


/** The list a path names, with its page number when it has one; null when the path is not a list's. */
function parseList(path: string): { list: BlogListKind; n?: number } | null {
  const m = /^\/blog\/(?:(more)|(category|tag)\/([^/]+))(?:\/page\/([^/]+))?$/.exec(path);
  if (!m) return null;
  if (m[4] !== undefined && !PAGE.test(m[4])) return null;
  const n = m[4] === undefined ? undefined : Number(m[4]);
  if (m[1]) return { list: { kind: 'more' }, n };
  if (!SLUG.test(m[3]!)) return null;
  return { list: { kind: m[2] as 'category' | 'tag', slug: m[3]! }, n };
}

async function listPage(list: BlogListKind, n: number | undefined, locale: Locale): Promise<RouteEntry | undefined> {
  let named = list;
  if (list.kind !== 'more') {
    const topics = await (list.kind === 'category' ? getCategories(locale) : getTags(locale));
    // While the service is unreachable with nothing cached, a list is shown (empty) rather than called missing.
    const topic = topics.ok ? topics.data.find((x) => x.slug === list.slug) : { slug: list.slug, name: undefined };
    if (!topic) return undefined;
    named = { ...list, name: topic.name };
  }
  if (n !== undefined && n > 1) {
    const filter = list.kind === 'more' ? {} : { [list.kind]: list.slug };
    const answer = await getPostList(locale, filter, n);
    if (answer.ok && n > answer.data.page_count) return undefined;
  }
  return blogListEntry(named, n);
}

/** The entry of an unprefixed path in `locale`, or undefined when the site has no such page. */
export async function findPage(path: string, locale: Locale = defaultLocale): Promise<RouteEntry | undefined> {
  const fixed = findRoute(path);
  if (fixed && fixed.path !== '/blog/more') return fixed;
  const list = parseList(path);
  if (list) return listPage(list.list, list.n, locale);

  const post = /^\/blog\/([^/]+)$/.exec(path);
  // A key that cannot name any post (docs/api.md, "Blog") is a 404 without asking the service.
  if (post && !decodeUnikey(post[1]!)) return undefined;
  if (post) {
    const answer = await getPost(post[1]!, locale);
    if (answer.ok) return postEntry(answer.data, post[1]);
    // Unreachable with nothing cached: the post page shows its "unavailable" note under the blog's own
    // heading (never an error page), not indexed.
    return answer.missing ? undefined : { path, messages: 'blog', noindex: true };
  }

  const checkout = /^\/pricing\/checkout\/([\w-]{1,64})$/.exec(path);
  if (checkout) {
    const plan = await getPlan(checkout[1]!);
    return plan.ok || !plan.missing ? checkoutEntry(checkout[1]!) : undefined;
  }
  return undefined;
}

/** Every page the sitemap lists and the build pre-renders: the fixed table plus what the service has now. */
export async function allPages(): Promise<RouteEntry[]> {
  const [posts, categories, tags] = await Promise.all([getAllPosts(), getCategories(defaultLocale), getTags(defaultLocale)]);
  const lists: BlogListKind[] = [
    { kind: 'more' },
    ...(categories.ok ? categories.data : []).map((c) => ({ kind: 'category' as const, slug: c.slug, name: c.name })),
    ...(tags.ok ? tags.data : []).map((t) => ({ kind: 'tag' as const, slug: t.slug, name: t.name })),
  ];
  const counts = new Map<string, number>([['more', posts.length]]);
  for (const c of categories.ok ? categories.data : []) counts.set(`category:${c.slug}`, c.count);
  for (const t of tags.ok ? tags.data : []) counts.set(`tag:${t.slug}`, t.count);
  const listPages = lists.flatMap((list) => {
    const total = counts.get(list.kind === 'more' ? 'more' : `${list.kind}:${list.slug}`) ?? 0;
    const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    return [blogListEntry(list), ...Array.from({ length: pages }, (_, i) => blogListEntry(list, i + 1))];
  });
  const postPages = posts.flatMap((p) => [postEntry(p), postEntry(p, p.slug)]);
  const fixed = allRoutes().filter((e) => e.path !== '/blog/more');
  return [...fixed, ...listPages, ...postPages];
}

/** Posts per list page, as the list call pages them (docs/api.md, "Blog"). */
export const BLOG_PAGE_SIZE = 6;

// --- Static params: what the build pre-renders (anything published later renders on first request) ---

/** Each post by its unikey and by its plain slug. */
export async function postParams(): Promise<{ unikey: string }[]> {
  return (await getAllPosts()).flatMap((p) => [{ unikey: p.unikey }, { unikey: p.slug }]);
}

/** Each category or tag, with its page numbers when `paged`. */
export async function topicParams(kind: 'category' | 'tag', paged = false): Promise<Record<string, string>[]> {
  const topics = await (kind === 'category' ? getCategories(defaultLocale) : getTags(defaultLocale));
  if (!topics.ok) return [];
  return topics.data.flatMap((topic) =>
    paged ? pageNumbers(topic.count).map((page) => ({ [kind]: topic.slug, page })) : [{ [kind]: topic.slug }],
  );
}

/** The page numbers of the list of every post. */
export async function morePageParams(): Promise<{ page: string }[]> {
  return pageNumbers((await getAllPosts()).length).map((page) => ({ page }));
}

/** Each plan on sale, for its checkout page. */
export async function planParams(): Promise<{ id: string }[]> {
  return (await getPlans()).map((plan) => ({ id: plan.id }));
}

function pageNumbers(total: number): string[] {
  return Array.from({ length: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)) }, (_, i) => String(i + 1));
}
