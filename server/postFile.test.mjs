import { describe, expect, it } from 'vitest';
import { parsePostFile } from './postFile.mjs';

const context = { languages: ['de', 'en', 'fr'], coverExists: (p) => p === '/blog/cover.png', now: new Date('2026-11-25T10:00:00Z') };

const file = (front, body = 'We added **two** servers.\n\nSecond paragraph.') => `---\n${front}\n---\n${body}\n`;
const GOOD = 'slug: new-servers\nlanguage: en\ntitle: "New servers: Lagos"\ncategory: news\ntags: [servers, travel]\ncover: /blog/cover.png';

describe('parsePostFile (npm run blog:add)', () => {
  it('reads the front matter and turns the Markdown body into HTML', () => {
    const { post } = parsePostFile(file(GOOD), context);
    expect(post).toMatchObject({
      slug: 'new-servers', lang: 'en', title: 'New servers: Lagos', category: 'news', tags: ['servers', 'travel'],
      cover: '/blog/cover.png', author: 'Harbor VPN Team', source: 'system', publishedAt: '2026-11-25T10:00:00.000Z',
      excerpt: 'We added two servers.',
    });
    expect(post.html).toContain('<p>We added <strong>two</strong> servers.</p>');
  });

  it('takes optional author, date, excerpt, source and comma-separated tags', () => {
    const { post } = parsePostFile(file(`${GOOD.replace('[servers, travel]', 'servers, travel')}\nauthor: Ana Silva\ndate: 2026-10-01\nexcerpt: Short.\nsource: wordpress`), context);
    expect(post).toMatchObject({ tags: ['servers', 'travel'], author: 'Ana Silva', publishedAt: '2026-10-01T00:00:00.000Z', excerpt: 'Short.', source: 'wordpress' });
  });

  it('keeps an HTML body as written with format: html, takes a system id, and reads double-quoted values as JSON strings', () => {
    const html = '<p>Kept <em>as is</em>.</p>\n<table><tr><td>1</td></tr></table>';
    const { post } = parsePostFile(file(`${GOOD.replace('"New servers: Lagos"', '"Say \\"hi\\": now"')}\nid: 114\nformat: html`, html), context);
    expect(post).toMatchObject({ id: 114, title: 'Say "hi": now', html });
    expect(parsePostFile(file(`${GOOD}\nid: 0\nformat: rtf`), context).errors).toEqual(['id: a whole number from 1', 'format: "markdown" (the default) or "html"']);
  });

  it('lists every problem of a bad file at once', () => {
    const { errors } = parsePostFile(file('slug: Sys-Bad Slug\nlanguage: xx\ntitle: T\ncategory: a b\ntags: []\ncover: /../etc/passwd.png\ndate: someday'), context);
    expect(errors).toEqual(expect.arrayContaining([
      expect.stringContaining('slug:'), expect.stringContaining('language:'), expect.stringContaining('category:'),
      expect.stringContaining('tags:'), expect.stringContaining('cover:'), expect.stringContaining('date:'),
    ]));
    expect(parsePostFile(file(GOOD.replace('new-servers', 'sys-12')), context).errors).toEqual(['slug: must not start with "sys-" or "wp-"']);
    expect(parsePostFile(file(GOOD, ''), context).errors).toEqual(['the post has no text after the front matter']);
    expect(parsePostFile('no front matter', context).errors).toHaveLength(1);
    expect(parsePostFile(file('title only: x'), context).errors?.[0]).toContain('front matter');
  });

  it('names each missing required field', () => {
    const { errors } = parsePostFile(file('slug: x'), context);
    expect(errors).toEqual(['language', 'title', 'category', 'tags', 'cover'].map((k) => `front matter: "${k}" is missing`));
  });
});
