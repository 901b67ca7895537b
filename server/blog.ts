// The blog API's answers, as pure functions over a list of posts: no HTTP, no Next. `createBlog(posts)`
// derives everything once (plain text, search text, reading time), so each call is a few array operations.
// At run time the posts come from the store (server/catalogue.ts); the seed (server/seed/blog.ts) is what
// the store starts with.
import { locales, localizePath, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, SITE_NAME } from '@/lib/site';
import type { PostDetail, PostHead, PostSummary, Topic } from '@/lib/contract/types';
import { decodeUnikey } from '@/lib/contract/unikey';
import { BLOG_PAGE_SIZE, unikeyOf, type PostTranslation, type SeedPost } from './seed/blog';

export { decodeUnikey, type DecodedUnikey } from '@/lib/contract/unikey';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The readable text of stored HTML: tags dropped, entities decoded, whitespace collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search folding: case, compatibility forms (full-width letters) and curly apostrophes compare equal. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ');
}

/** Minutes to read `text` at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 200));
}

export { unikeyOf };

export { BLOG_PAGE_SIZE };

/** The number of list pages for `total` posts (at least one, so an empty list still has its page 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** One page (from 1) of a list; past the end it is empty. */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
}

interface Derived {
  minutes: number;
  /** Folded title, excerpt and body text, for search. */
  title: string;
  excerpt: string;
  body: string;
}

/** Counts per slug, most first; equal counts by slug, so the order does not depend on insertion. */
function topicCounts(values: string[]): { slug: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([slug, count]) => ({ slug, count })).sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
}

/** A label for a topic the messages may not name yet: "vpn-news" → "Vpn news". */
export function topicLabel(slug: string): string {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type Blog = ReturnType<typeof createBlog>;

/** The blog API's answers over `list` (any order; newest first is applied here). */
export function createBlog(list: readonly SeedPost[]) {
  const posts: readonly SeedPost[] = [...list].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);

  const derived = new Map<PostTranslation, Derived>();
  for (const post of posts) {
    for (const t of Object.values(post.translations)) {
      const text = htmlText(t.html);
      derived.set(t, { minutes: readingMinutes(text), title: fold(t.title), excerpt: fold(t.excerpt), body: fold(text) });
    }
  }

  /** The post in `lang`, or in English when it was not translated into `lang`. */
  function translation(post: SeedPost, lang: Locale): { t: PostTranslation; lang: Locale } {
    const t = post.translations[lang];
    return t ? { t, lang } : { t: post.translations.en, lang: 'en' };
  }

  function languagesOf(post: SeedPost): Locale[] {
    return locales.filter((l) => post.translations[l] !== undefined);
  }

  /** The post a unikey names. A prefix must match the post's source (sys-101 is not WordPress post 101). */
  function findPost(key: string): SeedPost | undefined {
    const decoded = decodeUnikey(key);
    if (!decoded) return undefined;
    if (decoded.kind === 'system') return posts.find((p) => p.source === 'system' && p.id === decoded.id);
    if (decoded.kind === 'wordpress') return posts.find((p) => p.source === 'wordpress' && p.slug === decoded.slug);
    return posts.find((p) => p.slug === decoded.slug);
  }

  function summarize(post: SeedPost, lang: Locale): PostSummary {
    const { t, lang: used } = translation(post, lang);
    return {
      id: post.id, slug: post.slug, unikey: unikeyOf(post), title: t.title, excerpt: t.excerpt, cover: post.cover,
      category: post.category, tags: [...post.tags], author: post.author, published_at: new Date(post.publishedAt).toISOString(),
      reading_minutes: derived.get(t)!.minutes, lang: used, fallback: used !== lang, languages: languagesOf(post),
    };
  }

  function detailOf(post: SeedPost, lang: Locale): PostDetail {
    return { ...summarize(post, lang), html: translation(post, lang).t.html };
  }

  /** Neighbours by date: `prev` is the next older post, `next` the next newer one. */
  function neighbours(post: SeedPost): { prev: SeedPost | null; next: SeedPost | null } {
    const i = posts.indexOf(post);
    return { prev: posts[i + 1] ?? null, next: posts[i - 1] ?? null };
  }

  /** Posts matching `q` in `lang` (English for untranslated posts): title hits, then excerpt, then body; newest first within each. */
  function searchPosts(q: string, lang: Locale): SeedPost[] {
    const needle = fold(q.trim());
    if (!needle) return [];
    const ranked: { post: SeedPost; rank: number }[] = [];
    for (const post of posts) {
      const d = derived.get(translation(post, lang).t)!;
      const rank = [d.title, d.excerpt, d.body].findIndex((field) => field.includes(needle));
      if (rank >= 0) ranked.push({ post, rank });
    }
    // Array.prototype.sort is stable, so equal ranks keep the newest-first order.
    return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.post);
  }

  /** Newest first, narrowed to a category and/or a tag; unknown ones simply match nothing. */
  function listPosts(filter: { category?: string; tag?: string }): SeedPost[] {
    return posts.filter((p) => (!filter.category || p.category === filter.category) && (!filter.tag || p.tags.includes(filter.tag)));
  }

  /** Posts sharing the category or a tag with `post`: most shared tags first, then same category, then newest. */
  function recommendedFor(post: SeedPost, limit: number): SeedPost[] {
    return posts
      .filter((p) => p !== post)
      .map((p) => ({ p, tags: p.tags.filter((t) => post.tags.includes(t)).length, same: p.category === post.category ? 1 : 0 }))
      .filter((r) => r.tags > 0 || r.same)
      .sort((a, b) => b.tags - a.tags || b.same - a.same)
      .slice(0, limit)
      .map((r) => r.p);
  }

  /** Every category that has posts, with its number of posts, most first. */
  function categoryCounts(): { slug: string; count: number }[] {
    return topicCounts(posts.map((p) => p.category));
  }

  /** Every tag that has posts, with its number of posts, most first. */
  function tagCounts(): { slug: string; count: number }[] {
    return topicCounts(posts.flatMap((p) => p.tags));
  }

  /** Categories or tags with a label: the translated one from `names` when there is one. */
  function topics(counts: { slug: string; count: number }[], names: Record<string, string>): Topic[] {
    return counts.map(({ slug, count }) => ({ slug, name: names[slug] ?? topicLabel(slug), count }));
  }

  function homeOf(lang: Locale) {
    return {
      featured: posts.slice(0, 3).map((p) => summarize(p, lang)),
      latest: posts.slice(3, 9).map((p) => summarize(p, lang)),
      categories: categoryCounts(),
    };
  }

  /**
   * Yoast-style head data. canonical and og_image are paths (the page's metadataBase makes them absolute);
   * the JSON-LD is embedded as is, so its URLs are absolute. A post missing in `lang` points to its
   * English page, which is the only one with that content.
   */
  function yoastHeadOf(post: SeedPost, lang: Locale): PostHead {
    const s = summarize(post, lang);
    const canonical = localizePath(`/blog/${s.unikey}`, s.lang);
    const title = `${s.title} | ${SITE_NAME}`;
    return {
      title, description: s.excerpt, canonical,
      og_title: title, og_description: s.excerpt, og_type: 'article' as const, og_image: s.cover,
      article_published_time: s.published_at, article_author: s.author,
      lang: s.lang, fallback: s.fallback, languages: s.languages,
      schema: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: s.title,
        description: s.excerpt,
        datePublished: s.published_at,
        author: { '@type': 'Person', name: s.author },
        image: absoluteUrl(s.cover),
        inLanguage: s.lang,
        mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(canonical) },
      },
    };
  }

  return {
    posts, findPost, summarize, detailOf, neighbours, searchPosts, listPosts, recommendedFor, categoryCounts, tagCounts,
    topics, homeOf, yoastHeadOf, languagesOf,
  };
}
