// The blog the embedded store starts with, and the post shape the store and the blog functions use. The posts
// are files, one per post and language (content/blog/<slug>/<lang>.md, the format `npm run blog:add` takes:
// docs/api.md#publishing-a-post-embedded-store), read here once and seeded into SQLite (server/catalogue.ts).
// Categories and tags are simply those the posts carry.
import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/routing';
import { parsePostFile } from '../postFile.mjs';

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
  /** English is always present; the seed has every language (content/blog), a published post may not. */
  translations: { en: PostTranslation } & Partial<Record<Locale, PostTranslation>>;
}

/** Where the seed posts live, relative to the project (the server runs from it, as do the tests). */
export const SEED_BLOG_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'content', 'blog');

interface ParsedPost extends PostTranslation {
  id?: number;
  slug: string;
  lang: Locale;
  source: SeedPost['source'];
  category: string;
  tags: string[];
  author: string;
  publishedAt: string;
  cover: string;
}

/**
 * Reads every post file under `dir` into posts. A file that does not parse, a post without English or without
 * an id, or a translation whose facts (id, category, tags, author, date, cover, source) differ from the English
 * file's is an error that names the file: the seed is ours, so it must be right, and a wrong one fails at start.
 */
export function readSeedPosts(dir: string = SEED_BLOG_DIR): SeedPost[] {
  const problems: string[] = [];
  const posts: SeedPost[] = [];
  for (const slug of fs.readdirSync(dir).sort()) {
    const folder = path.join(dir, slug);
    if (!fs.statSync(folder).isDirectory()) continue;
    const files = fs.readdirSync(folder).filter((f) => f.endsWith('.md')).sort();
    const parsed = new Map<string, ParsedPost>();
    for (const file of files) {
      const result = parsePostFile(fs.readFileSync(path.join(folder, file), 'utf8'), {
        languages: [...locales],
        coverExists: (cover: string) => fs.existsSync(path.join(/* turbopackIgnore: true */ process.cwd(), 'public', cover)),
      }) as { post?: ParsedPost; errors?: string[] };
      if (result.errors) problems.push(...result.errors.map((e) => `${slug}/${file}: ${e}`));
      else if (result.post!.slug !== slug || `${result.post!.lang}.md` !== file) problems.push(`${slug}/${file}: slug and language must match the path`);
      else parsed.set(result.post!.lang, result.post!);
    }
    const en = parsed.get('en');
    if (!en || en.id === undefined) {
      problems.push(`${slug}: needs en.md with an id`);
      continue;
    }
    const facts = (p: ParsedPost) => JSON.stringify([p.id, p.source, p.category, p.tags, p.author, p.publishedAt, p.cover]);
    const translations: Partial<Record<Locale, PostTranslation>> = {};
    for (const [lang, p] of parsed) {
      if (facts(p) !== facts(en)) problems.push(`${slug}/${lang}.md: id, source, category, tags, author, date and cover must be those of en.md`);
      translations[lang as Locale] = { title: p.title, excerpt: p.excerpt, html: p.html };
    }
    posts.push({
      id: en.id, slug, source: en.source, category: en.category, tags: en.tags, author: en.author,
      publishedAt: en.publishedAt, cover: en.cover, translations: translations as SeedPost['translations'],
    });
  }
  const ids = posts.map((p) => p.id);
  if (new Set(ids).size !== ids.length) problems.push('two posts share an id');
  if (problems.length) throw new Error(`the seed blog (${dir}) is not valid:\n  ${problems.join('\n  ')}`);
  return posts;
}

let read: readonly SeedPost[] | undefined;
/**
 * The seed posts, newest first. Read on first use, not at import: a server in production mode (MMS_API_URL)
 * never seeds a store, and reading the files costs about 150 ms.
 */
export function seedPosts(): readonly SeedPost[] {
  read ??= readSeedPosts().sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  return read;
}

/**
 * The canonical unikey of a post (docs/behaviour.md#blog): WordPress posts are `wp-<slug>`, posts of our own
 * system `sys-<id>`. A plain slug also names a post, but only the unikey is canonical.
 */
export function unikeyOf(post: Pick<SeedPost, 'source' | 'slug' | 'id'>): string {
  return post.source === 'wordpress' ? `wp-${post.slug}` : `sys-${post.id}`;
}

/** Posts per list page (categories, tags, /blog/more). */
export const BLOG_PAGE_SIZE = 6;
