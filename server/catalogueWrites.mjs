// Writes to the store's catalogue (blog posts, plans), in plain JavaScript so that the operator scripts
// (scripts/blog-add.mjs) run them with Node alone, with no build step; server/catalogue.ts uses the same
// functions to seed the store. Every write bumps `catalogue_version`, which tells running servers to
// reload their in-memory copy.

/** @typedef {import('better-sqlite3').Database} Db */

/** @param {Db} db @returns {string} */
export function catalogueVersion(db) {
  const row = /** @type {{ value: string } | undefined} */ (db.prepare("SELECT value FROM meta WHERE key = 'catalogue_version'").get());
  return row?.value ?? '0';
}

/** @param {Db} db */
export function bumpCatalogue(db) {
  db.prepare(
    `INSERT INTO meta (key, value) VALUES ('catalogue_version', '1')
     ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)`,
  ).run();
}

/**
 * Creates a post or adds (replaces) one language of it, matched by slug. Post-level facts (category,
 * tags, cover, author, date) are those of the latest import.
 * @param {Db} db
 * @param {{ id?: number, slug: string, source?: 'wordpress' | 'system', category: string, tags: string[], author: string,
 *   publishedAt: string, cover: string, lang: string, title: string, excerpt: string, html: string }} post
 * @param {{ bump?: boolean }} [options]
 * @returns {{ id: number, created: boolean }}
 */
// Every write here is an IMMEDIATE transaction: each reads, then writes, and another process (the running server
// stamps sessions' last activity and runs its gift job) may write in between. A deferred transaction whose
// snapshot went stale cannot take the write lock and fails at once with SQLITE_BUSY, busy timeout or not; an
// immediate one takes the lock first and waits its turn (the flaky publish journey of the upstream run).
export function writePost(db, post, { bump = true } = {}) {
  return db.transaction(() => {
    const existing = /** @type {{ id: number } | undefined} */ (db.prepare('SELECT id FROM blog_posts WHERE slug = ?').get(post.slug));
    let id;
    if (existing) {
      id = existing.id;
      db.prepare('UPDATE blog_posts SET category = ?, tags = ?, author = ?, published_at = ?, cover = ? WHERE id = ?').run(
        post.category, JSON.stringify(post.tags), post.author, post.publishedAt, post.cover, id,
      );
    } else {
      id = post.id ?? Number(db.prepare('SELECT COALESCE(MAX(id), 100) + 1 FROM blog_posts').pluck().get());
      db.prepare(
        'INSERT INTO blog_posts (id, slug, source, category, tags, author, published_at, cover) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(id, post.slug, post.source ?? 'system', post.category, JSON.stringify(post.tags), post.author, post.publishedAt, post.cover);
    }
    db.prepare(
      `INSERT INTO blog_translations (post_id, lang, title, excerpt, html) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (post_id, lang) DO UPDATE SET title = excluded.title, excerpt = excluded.excerpt, html = excluded.html`,
    ).run(id, post.lang, post.title, post.excerpt, post.html);
    if (bump) bumpCatalogue(db);
    return { id, created: !existing };
  }).immediate();
}

/** Removes a post in every language. @param {Db} db @param {string} slug @returns {boolean} whether it existed */
export function deletePost(db, slug) {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM blog_posts WHERE slug = ?').run(slug).changes > 0;
    if (removed) bumpCatalogue(db);
    return removed;
  }).immediate();
}

/**
 * Adds a plan or changes one (matched by id). Prices in the currency's units (e.g. 4.99).
 * @param {Db} db
 * @param {{ id: string, product_id: string, interval_count: number, interval_unit: string, price: number, month_price: number,
 *   price_unit?: string, discount_percent?: number, is_recommend?: boolean, position?: number, on_sale?: boolean }} plan
 */
export function writePlan(db, plan) {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO plans (id, product_id, interval_count, interval_unit, price_cents, month_price_cents, price_unit, discount_percent,
         is_recommend, position, on_sale) VALUES (@id, @product_id, @interval_count, @interval_unit, @price_cents, @month_price_cents,
         @price_unit, @discount_percent, @is_recommend, @position, @on_sale)
       ON CONFLICT (id) DO UPDATE SET product_id = excluded.product_id, interval_count = excluded.interval_count,
         interval_unit = excluded.interval_unit, price_cents = excluded.price_cents, month_price_cents = excluded.month_price_cents,
         price_unit = excluded.price_unit, discount_percent = excluded.discount_percent, is_recommend = excluded.is_recommend,
         position = excluded.position, on_sale = excluded.on_sale`,
    ).run({
      id: plan.id, product_id: plan.product_id, interval_count: plan.interval_count, interval_unit: plan.interval_unit,
      price_cents: Math.round(plan.price * 100), month_price_cents: Math.round(plan.month_price * 100),
      price_unit: plan.price_unit ?? 'USD', discount_percent: plan.discount_percent ?? 0, is_recommend: plan.is_recommend ? 1 : 0,
      position: plan.position ?? 100, on_sale: plan.on_sale === false ? 0 : 1,
    });
    bumpCatalogue(db);
  }).immediate();
}
