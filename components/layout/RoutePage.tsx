// A page of the route table (lib/seo/routes.ts, lib/seo/pages.ts): its metadata and its body from one path,
// so route files stay one-liners: `const page = routePage('/faq', render)`. The path is resolved through
// lib/seo/pages.ts, so a blog post or a plan the service does not know is a real 404. Without a render
// function the page shows its translated heading and lead.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { trailPaths } from '@/lib/seo/breadcrumbs';
import { buildMetadata } from '@/lib/seo/metadata';
import { pageTexts, type FullPageTexts } from '@/lib/seo/pageTexts';
import { findPage } from '@/lib/seo/pages';
import { findRoute, type RouteEntry } from '@/lib/seo/routes';
import { SITE_NAME } from '@/lib/site';
import { Breadcrumbs } from './Breadcrumbs';
import { PageIntro } from './PageIntro';
import { FallbackNote } from './FallbackNote';

type Params = { lang: string } & Record<string, string>;
type Query = Record<string, string | string[] | undefined>;
export interface PageProps {
  params: Promise<Params>;
  searchParams?: Promise<Query>;
}
type PathOf = string | ((params: Params) => string);
/**
 * `query` reads the page's query only when called: awaiting searchParams makes a page render per request, so
 * pre-rendered pages never call it (the account screens do, to keep the query on the way to sign in).
 */
type Render = (
  locale: Locale, texts: FullPageTexts, entry: RouteEntry, query: () => Promise<Query>,
) => React.ReactNode | Promise<React.ReactNode>;

/** The page's language and route entry, or null when the site has no such page. */
export async function findEntry(params: Promise<Params>, pathOf: PathOf): Promise<{ locale: Locale; entry: RouteEntry } | null> {
  const p = await params;
  if (!isLocale(p.lang)) return null;
  const entry = await findPage(typeof pathOf === 'string' ? pathOf : pathOf(p), p.lang);
  return entry ? { locale: p.lang, entry } : null;
}

export async function resolvePage(params: Promise<Params>, pathOf: PathOf): Promise<{ locale: Locale; entry: RouteEntry }> {
  const found = await findEntry(params, pathOf);
  if (!found) notFound();
  return found;
}

/**
 * Metadata of a page that does not exist. The 404 itself comes from the page's notFound(): thrown from
 * generateMetadata instead, Next 16 answered an empty error shell rather than the translated not-found page.
 */
export const MISSING_PAGE_METADATA: Metadata = { robots: { index: false, follow: false } };

/** The page's heading and lead, with a note when the content is an English fallback. */
export function renderIntro(locale: Locale, texts: FullPageTexts) {
  return (
    <PageIntro heading={texts.heading} lead={texts.lead}>
      {texts.fallbackFrom && <FallbackNote locale={locale} />}
    </PageIntro>
  );
}

/** The trail above a nested landing page (lib/seo/breadcrumbs.ts), named by each step's page title; else nothing. */
async function PageTrail({ entry, locale, texts }: { entry: RouteEntry; locale: Locale; texts: FullPageTexts }) {
  const paths = trailPaths(entry.path);
  if (!paths) return null;
  const t = await getTranslations({ locale });
  const parents = await Promise.all(paths.slice(1, -1).map(async (path) => ({ name: (await pageTexts(findRoute(path)!, locale)).title, href: path })));
  const crumbs = [{ name: SITE_NAME, href: '/' }, ...parents, { name: texts.title }];
  return <Breadcrumbs crumbs={crumbs} locale={locale} label={t('blog.breadcrumb')} />;
}

export function routePage(pathOf: PathOf, render: Render = renderIntro) {
  async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const found = await findEntry(params, pathOf);
    return found ? buildMetadata(found.entry, found.locale, await pageTexts(found.entry, found.locale)) : MISSING_PAGE_METADATA;
  }

  async function Page(props: PageProps) {
    const { locale, entry } = await resolvePage(props.params, pathOf);
    setRequestLocale(locale);
    const texts = await pageTexts(entry, locale);
    return (
      <>
        <PageTrail entry={entry} locale={locale} texts={texts} />
        {await render(locale, texts, entry, async () => (await props.searchParams) ?? {})}
      </>
    );
  }

  return { generateMetadata, Page };
}
