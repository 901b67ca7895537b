// Next needs `revalidate` as a literal in each route file; this checks every literal against the one policy.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheSeconds, CACHE_SECONDS } from './policy';

const root = path.resolve(__dirname, '../..');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return routeFiles(full);
    return /^(page|layout|route|sitemap)\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** Which window a route's data lives by: the blog pages and the sitemap (which lists posts) by the blog's, pricing by the plans'. */
function expectedTag(file: string): keyof typeof CACHE_SECONDS | null {
  const rel = path.relative(root, file);
  if (rel.includes('(blog)') || rel === path.join('app', 'sitemap.ts')) return 'blog';
  if (rel.includes(path.join('pricing', 'page.tsx'))) return 'plans';
  return null;
}

describe('cache policy', () => {
  it('is 15 minutes for the blog and 5 for plans', () => {
    expect(CACHE_SECONDS).toEqual({ blog: 900, plans: 300 });
  });

  const files = routeFiles(path.join(root, 'app')).map((file) => ({
    file: path.relative(root, file),
    literal: /export const revalidate = (\d+);/.exec(fs.readFileSync(file, 'utf8'))?.[1],
    tag: expectedTag(file),
  }));

  it('finds the routes that read the data layer', () => {
    expect(files.filter((f) => f.tag === 'blog').length).toBeGreaterThanOrEqual(12);
    expect(files.filter((f) => f.tag === 'plans').length).toBeGreaterThanOrEqual(1);
  });

  it.each(files.filter((f) => f.literal !== undefined || f.tag !== null && f.file.endsWith('page.tsx')))(
    '$file exports the window of its data',
    ({ literal, tag }) => {
      expect(tag, 'a revalidate literal in a route that reads no policed data').not.toBeNull();
      expect(Number(literal)).toBe(CACHE_SECONDS[tag!]);
    },
  );

  it('lets a setting shorten a window (tests) but never lengthen it', () => {
    expect(cacheSeconds('blog', {})).toBe(900);
    expect(cacheSeconds('blog', { DATA_CACHE_SECONDS: '3' })).toBe(3);
    expect(cacheSeconds('plans', { DATA_CACHE_SECONDS: '3600' })).toBe(300);
    expect(cacheSeconds('plans', { DATA_CACHE_SECONDS: 'abc' })).toBe(300);
    expect(cacheSeconds('plans', { DATA_CACHE_SECONDS: '-5' })).toBe(300);
  });
});
