// A post's <head>: the route table's canonical and hreflang set (only the languages that have the post),
// with the title, description and Open Graph article items of the yoast-head call. Without an answer from
// the blog API the route table's own texts (the catalogue's title and excerpt) stand.
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';
import { pageTexts } from '@/lib/seo/pageTexts';
import type { RouteEntry } from '@/lib/seo/routes';
import { absoluteUrl, SITE_NAME } from '@/lib/site';
import type { PostHead } from '@/lib/contract/types';
import { getPostHead } from '@/lib/data';

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : absoluteUrl(url));

export function withPostHead(base: Metadata, head: PostHead, locale: Locale): Metadata {
  const canonical = base.alternates?.canonical;
  return {
    ...base,
    // The yoast title already ends with the brand: no template.
    title: { absolute: head.title },
    description: head.description,
    openGraph: {
      type: 'article',
      title: head.og_title,
      description: head.og_description,
      url: typeof canonical === 'string' ? canonical : undefined,
      siteName: SITE_NAME,
      locale,
      images: [{ url: absolute(head.og_image), width: 1200, height: 675, alt: head.og_title }],
      publishedTime: head.article_published_time,
      authors: [head.article_author],
    },
  };
}

export async function postMetadata(entry: RouteEntry, locale: Locale, unikey: string): Promise<Metadata> {
  const [texts, head] = await Promise.all([pageTexts(entry, locale), getPostHead(unikey, locale)]);
  const base = buildMetadata(entry, locale, texts);
  return head ? withPostHead(base, head, locale) : base;
}
