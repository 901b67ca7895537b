// The blog the embedded store starts with (seeded into SQLite on first start, server/catalogue.ts), and
// the post shape the store and the blog functions use. Categories and tags are simply those the posts carry.
import type { Locale } from '@/lib/i18n/routing';
import { seedPosts } from './blog-posts';

/** The categories and tags of the seed posts (a post's category and tags are plain slugs in the store). */
export const blogCategories = ['privacy', 'security', 'streaming', 'guides', 'news'] as const;
export const blogTags = [
  'netflix', 'public-wifi', 'encryption', 'gaming', 'travel',
  'android', 'windows', 'kill-switch', 'no-logs', 'sports',
] as const;

export interface PostTranslation {
  title: string;
  /** One or two sentences shown in lists and as the meta description. */
  excerpt: string;
  /** WordPress-style HTML; sanitised on the server before it is rendered. */
  html: string;
}

export interface SeedPost {
  /** The system id (the blog API's numeric id). */
  id: number;
  /** The WordPress short path (slug), unique across posts. */
  slug: string;
  /** Where the post was written: WordPress posts and posts of our own system have different unikeys. */
  source: 'wordpress' | 'system';
  category: string;
  tags: string[];
  author: string;
  /** ISO 8601 date-time in UTC. */
  publishedAt: string;
  /** Path under /public of the post's cover image (1200×675). */
  cover: string;
  /** English is always present; other languages where the post was translated. */
  translations: { en: PostTranslation } & Partial<Record<Locale, PostTranslation>>;
}

export const posts: readonly SeedPost[] = [...seedPosts].sort((a, b) =>
  b.publishedAt.localeCompare(a.publishedAt),
);

/**
 * The canonical unikey of a post (docs/behaviour.md#blog): WordPress posts are `wp-<slug>`, posts of our own
 * system `sys-<id>`. A plain slug also names a post, but only the unikey is canonical.
 */
export function unikeyOf(post: Pick<SeedPost, 'source' | 'slug' | 'id'>): string {
  return post.source === 'wordpress' ? `wp-${post.slug}` : `sys-${post.id}`;
}

/** Posts per list page (categories, tags, /blog/more). */
export const BLOG_PAGE_SIZE = 6;
