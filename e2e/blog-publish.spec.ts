// `npm run blog:add` against the running embedded site: the post is in the store at once, so its page renders
// on its first request with no rebuild, in each language imported; a bad file is refused with its reasons.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';

const COVER = '/blog/inside-the-harbor-vpn-server-network.png';

function postFile(slug: string, language: string, title: string, body: string) {
  const file = path.join(os.tmpdir(), `${slug}-${language}.md`);
  fs.writeFileSync(file, `---\nslug: ${slug}\nlanguage: ${language}\ntitle: ${title}\ncategory: news\ntags: [no-logs, servers]\ncover: ${COVER}\n---\n${body}\n`);
  return file;
}

const blogAdd = (file: string) =>
  spawnSync(process.execPath, ['scripts/blog-add.mjs', file], { env: { ...process.env, DATA_DIR: './.e2e-data' }, encoding: 'utf8' });

test('a post imported with blog:add renders on first request, in each language imported, without a rebuild', async ({ request }) => {
  // The store exists once the site has answered a call.
  expect((await request.get('/api/mms/payment/v1/providers/plans', { headers: { 'x-app-type': '502' } })).ok()).toBe(true);
  const slug = `audit-results-${Date.now().toString(36)}`;
  const english = blogAdd(postFile(slug, 'en', 'Our no-logs audit results', 'An outside firm checked **every server** we run.\n\nIt found no logs.'));
  expect(english.status, english.stderr).toBe(0);
  const id = /as \/blog\/sys-(\d+)/.exec(english.stdout)?.[1];
  expect(id).toBeDefined();

  for (const url of [`/blog/${slug}`, `/blog/sys-${id}`]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    expect(html).toContain('Our no-logs audit results');
    expect(html).toContain('<strong>every server</strong>');
  }
  // A language not imported yet is the English post, marked as such.
  expect(await (await request.get(`/de/blog/${slug}`)).text()).toContain('Our no-logs audit results');

  const german = blogAdd(postFile(slug, 'ja', 'ノーログ監査の結果', '外部の監査法人が**すべてのサーバー**を確認しました。'));
  expect(german.status, german.stderr).toBe(0);
  expect(german.stdout).toContain('Updated');
  const ja = await (await request.get(`/ja/blog/sys-${id}`)).text();
  expect(ja).toContain('ノーログ監査の結果');
});

test('blog:add refuses a malformed file with every reason, and changes nothing', async ({ request }) => {
  const slug = `broken-${Date.now().toString(36)}`;
  const file = path.join(os.tmpdir(), `${slug}.md`);
  fs.writeFileSync(file, `---\nslug: ${slug}\nlanguage: xx\ntitle: Broken\ncategory: news\ntags: []\ncover: /nope.png\n---\nText.\n`);
  const result = blogAdd(file);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('language: one of');
  expect(result.stderr).toContain('tags: at least one');
  expect(result.stderr).toContain('cover:');
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(() => execFileSync(process.execPath, ['scripts/blog-add.mjs'], { stdio: 'pipe' })).toThrow();
});
