// The catalogue of the embedded backend, blog posts and plans, kept in the store so an operator can publish
// a post (`npm run blog:add`) or change a price without a rebuild. It is seeded from server/seed (the posts:
// content/blog) on the first start. Reads are served from memory and reloaded when `catalogue_version` in `meta` changes, which
// every write bumps, also from another process (the blog:add script).
import type { Plan } from '@/lib/contract/types';
import type { Locale } from '@/lib/i18n/routing';
import { createBlog, type Blog } from './blog';
import type { Db } from './db';
import { seedPosts, type PostTranslation, type SeedPost } from './seed/blog';
import { seedPlans } from './seed/plans';
import { bumpCatalogue, catalogueVersion, writePost } from './catalogueWrites.mjs';

export { bumpCatalogue, catalogueVersion };

export interface Catalogue {
  blog: Blog;
  /** Plans on sale, in the order the pricing page shows them. */
  plans: readonly Plan[];
}

interface PlanRow {
  id: string;
  product_id: string;
  interval_count: number;
  interval_unit: string;
  price_cents: number;
  month_price_cents: number;
  price_unit: string;
  discount_percent: number;
  is_recommend: number;
}

const toAmount = (cents: number) => Math.round(cents) / 100;

/** Writes every language a post carries (one row per language; the caller bumps the catalogue once). */
export function writePostLanguages(db: Db, post: SeedPost): void {
  for (const [lang, t] of Object.entries(post.translations)) writePost(db, { ...post, lang, ...t }, { bump: false });
}

/** A post's language as the seed delivers it, "slug/lang". */
const seedKey = (slug: string, lang: string) => `${slug}/${lang}`;
const seedKeys = () => seedPosts().flatMap((p) => Object.keys(p.translations).map((lang) => seedKey(p.slug, lang)));

function rememberSeedKeys(db: Db, keys: string[]) {
  db.prepare("INSERT INTO meta (key, value) VALUES ('blog_seed_keys', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
    .run(JSON.stringify(keys.sort()));
}

/**
 * Writes the seed catalogue into an empty store, once. Later, when content/blog gains a post or a language, a
 * store seeded earlier takes just those: the store remembers which post languages the seed has delivered
 * (`blog_seed_keys`), so a post edited, published or deleted there since is left as it is.
 */
export function seedCatalogue(db: Db): void {
  if (db.prepare("SELECT 1 FROM meta WHERE key = 'catalogue_seeded'").get()) {
    const stored = db.prepare("SELECT value FROM meta WHERE key = 'blog_seed_keys'").pluck().get() as string | undefined;
    // A store seeded before the seed kept this list: what it holds now counts as delivered.
    const delivered = new Set<string>(stored ? (JSON.parse(stored) as string[]) : (db.prepare(
      "SELECT p.slug || '/' || t.lang FROM blog_translations t JOIN blog_posts p ON p.id = t.post_id",
    ).pluck().all() as string[]));
    const missing = seedPosts().flatMap((post) =>
      Object.entries(post.translations).filter(([lang]) => !delivered.has(seedKey(post.slug, lang))).map(([lang, t]) => ({ ...post, lang, ...t })));
    if (stored && missing.length === 0) return;
    db.transaction(() => {
      for (const post of missing) writePost(db, post, { bump: false });
      rememberSeedKeys(db, [...new Set([...delivered, ...seedKeys()])]);
      if (missing.length) bumpCatalogue(db);
    }).immediate();
    return;
  }
  db.transaction(() => {
    const plan = db.prepare(
      `INSERT OR IGNORE INTO plans (id, product_id, interval_count, interval_unit, price_cents, month_price_cents, price_unit,
         discount_percent, is_recommend, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    seedPlans.forEach((p, i) =>
      plan.run(p.id, p.product_id, p.interval_count, p.interval_unit, Math.round(p.price * 100), Math.round(p.month_price * 100),
        p.price_unit, p.discount_percent, p.is_recommend ? 1 : 0, i));
    for (const post of seedPosts()) writePostLanguages(db, post);
    db.prepare("INSERT INTO meta (key, value) VALUES ('catalogue_seeded', ?)").run(String(Date.now()));
    rememberSeedKeys(db, seedKeys());
    bumpCatalogue(db);
  })();
}

/** The plans on sale, as the plans call answers them. */
export function readPlans(db: Db): Plan[] {
  const rows = db.prepare('SELECT * FROM plans WHERE on_sale = 1 ORDER BY position, id').all() as PlanRow[];
  return rows.map((r) => ({
    id: r.id, product_id: r.product_id, interval_count: r.interval_count, interval_unit: r.interval_unit,
    price: toAmount(r.price_cents), month_price: toAmount(r.month_price_cents), price_unit: r.price_unit,
    discount_percent: r.discount_percent, is_recommend: r.is_recommend === 1,
  }));
}

/** Every post with all its translations. */
export function readPosts(db: Db): SeedPost[] {
  const rows = db.prepare('SELECT * FROM blog_posts').all() as {
    id: number; slug: string; source: SeedPost['source']; category: string; tags: string; author: string; published_at: string; cover: string;
  }[];
  const texts = db.prepare('SELECT * FROM blog_translations').all() as ({ post_id: number; lang: Locale } & PostTranslation)[];
  const byPost = new Map<number, Partial<Record<Locale, PostTranslation>>>();
  for (const t of texts) {
    const entry = byPost.get(t.post_id) ?? {};
    entry[t.lang] = { title: t.title, excerpt: t.excerpt, html: t.html };
    byPost.set(t.post_id, entry);
  }
  return rows
    .map((r) => ({
      id: r.id, slug: r.slug, source: r.source, category: r.category, tags: JSON.parse(r.tags) as string[], author: r.author,
      publishedAt: r.published_at, cover: r.cover, translations: byPost.get(r.id) as SeedPost['translations'],
    }))
    // A post needs its English text (the fallback of every language); one imported in another language first waits for it.
    .filter((p) => p.translations?.en);
}

let cached: { db: Db; version: string; catalogue: Catalogue } | undefined;

/** The catalogue as the store holds it now (reloaded only after a write). */
export function currentCatalogue(db: Db): Catalogue {
  const version = catalogueVersion(db);
  if (cached?.db !== db || cached.version !== version) {
    cached = { db, version, catalogue: { blog: createBlog(readPosts(db)), plans: readPlans(db) } };
  }
  return cached.catalogue;
}

/** The catalogue the store starts with: what a build reads, since a build never opens the store. */
let seeded: Catalogue | undefined;
export function seedCatalogueView(): Catalogue {
  seeded ??= {
    blog: createBlog(seedPosts()),
    plans: seedPlans.map((p) => ({ ...p, interval_unit: p.interval_unit as string })),
  };
  return seeded;
}

/**
 * The catalogue a call answers from. A build never opens the store (a store belongs to the machine that
 * serves, and `next build` may run elsewhere), so while Next builds it is the catalogue a new store starts
 * with; pages pre-rendered from it are refreshed from the store within their cache window.
 */
export function catalogueOf(db: () => Db): Catalogue {
  return process.env.NEXT_PHASE === 'phase-production-build' ? seedCatalogueView() : currentCatalogue(db());
}
