// The seed blog: files under content/blog become the store's posts, every post in every language, and a store
// seeded from an earlier seed takes only what the seed added since (server/catalogue.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { readPosts, seedCatalogue } from './catalogue';
import { openDatabase } from './db';
import { blogCategories, readSeedPosts, seedPosts } from './seed/blog';

const posts = seedPosts();

describe('the seed blog (content/blog)', () => {
  it('has at least 24 posts across every category, each in all 16 languages', () => {
    expect(posts.length).toBeGreaterThanOrEqual(24);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(blogCategories));
    const missing = posts.flatMap((p) => locales.filter((l) => !p.translations[l]).map((l) => `${p.slug}/${l}`));
    expect(missing).toEqual([]);
  });

  it('gives every translation its own title, excerpt and text', () => {
    for (const post of posts) {
      const en = post.translations.en;
      for (const locale of locales.filter((l) => l !== 'en')) {
        const t = post.translations[locale]!;
        expect(t.title, `${post.slug}/${locale}`).not.toBe(en.title);
        expect(t.excerpt, `${post.slug}/${locale}`).not.toBe(en.excerpt);
        expect(t.html.length, `${post.slug}/${locale}`).toBeGreaterThan(en.html.length * 0.4);
      }
    }
  });

  it('refuses a seed whose translation disagrees with its English facts, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-blog-'));
    const front = (lang: string, tags: string) =>
      `---\nid: 900\nslug: a-post\nlanguage: ${lang}\ntitle: T ${lang}\ncategory: news\ntags: [${tags}]\ncover: /blog/what-is-private-dns.png\ndate: 2026-01-01\n---\nText.\n`;
    fs.mkdirSync(path.join(dir, 'a-post'));
    fs.writeFileSync(path.join(dir, 'a-post', 'en.md'), front('en', 'no-logs'));
    fs.writeFileSync(path.join(dir, 'a-post', 'de.md'), front('de', 'travel'));
    expect(() => readSeedPosts(dir)).toThrow(/a-post\/de\.md: id, source, category, tags/);
    fs.writeFileSync(path.join(dir, 'a-post', 'de.md'), front('de', 'no-logs'));
    expect(readSeedPosts(dir)[0]!.translations.de!.title).toBe('T de');
  });
});

describe('seeding a store', () => {
  it('a new store holds every seed post in every language', () => {
    const db = openDatabase(':memory:');
    const stored = readPosts(db);
    expect(stored.length).toBe(posts.length);
    for (const post of stored) expect(Object.keys(post.translations).sort()).toEqual([...locales].sort());
  });

  it('a store seeded earlier takes the post languages the seed gained, and keeps what its editors deleted', () => {
    const db = openDatabase(':memory:');
    const [gained, deleted] = posts;
    // As if the earlier seed had no German for one post, and an editor deleted another post since.
    db.prepare("DELETE FROM blog_translations WHERE lang = 'de' AND post_id = ?").run(gained!.id);
    db.prepare('DELETE FROM blog_posts WHERE id = ?').run(deleted!.id);
    const keys = JSON.parse(db.prepare("SELECT value FROM meta WHERE key = 'blog_seed_keys'").pluck().get() as string) as string[];
    db.prepare("UPDATE meta SET value = ? WHERE key = 'blog_seed_keys'").run(JSON.stringify(keys.filter((k) => k !== `${gained!.slug}/de`)));
    seedCatalogue(db);
    const after = readPosts(db);
    expect(after.find((p) => p.slug === gained!.slug)!.translations.de!.title).toBe(gained!.translations.de!.title);
    expect(after.find((p) => p.slug === deleted!.slug)).toBeUndefined();
    // Nothing new in the seed: nothing changes.
    const version = db.prepare("SELECT value FROM meta WHERE key = 'catalogue_version'").pluck().get();
    seedCatalogue(db);
    expect(db.prepare("SELECT value FROM meta WHERE key = 'catalogue_version'").pluck().get()).toBe(version);
  });
});
