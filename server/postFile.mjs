// Reads a blog post file: YAML-like front matter (one `key: value` a line; tags as `[a, b]` or `a, b`; a value in
// double quotes is read as a JSON string, so it may hold a colon or an escaped quote) and a Markdown body (or
// WordPress-style HTML with `format: html`), turned into the store's post fields. The same files seed the
// embedded store (content/blog, server/seed/blog.ts) and are published by `npm run blog:add`. Every problem is
// reported at once, in words an editor can act on. The format: docs/api.md#publishing-a-post-embedded-store.
import { marked } from 'marked';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const REQUIRED = ['slug', 'language', 'title', 'category', 'tags', 'cover'];

function frontMatter(text) {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) return null;
  const fields = {};
  for (const line of m[1].split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const kv = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (!kv) return { error: `cannot read the front matter line "${line}"` };
    fields[kv[1]] = unquote(kv[2].trim());
  }
  return { fields, body: m[2] };
}

function unquote(value) {
  if (/^".*"$/.test(value)) {
    try {
      return String(JSON.parse(value));
    } catch {
      // not a JSON string: fall through and strip the quotes only
    }
  }
  return value.replace(/^(["'])(.*)\1$/, '$2');
}

const list = (value) => value.replace(/^\[|\]$/g, '').split(',').map((t) => t.trim().replace(/^(["'])(.*)\1$/, '$2')).filter(Boolean);

/** The first paragraph's text, cut at a word near 200 characters: the excerpt when none is given. */
function firstParagraph(html) {
  const text = (/<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return text.length <= 200 ? text : `${text.slice(0, 200).replace(/\s+\S*$/, '')}…`;
}

/**
 * @param {string} text the file's content
 * @param {{ languages: string[], coverExists: (path: string) => boolean, now?: Date }} context
 * @returns {{ post: object } | { errors: string[] }}
 */
export function parsePostFile(text, { languages, coverExists, now = new Date() }) {
  const parsed = frontMatter(text);
  if (!parsed) return { errors: ['the file must start with front matter between two "---" lines'] };
  if (parsed.error) return { errors: [parsed.error] };
  const { fields, body } = parsed;
  const errors = REQUIRED.filter((k) => !fields[k]).map((k) => `front matter: "${k}" is missing`);
  const tags = fields.tags ? list(fields.tags) : [];
  if (fields.slug && (!SLUG.test(fields.slug) || fields.slug.length > 100)) errors.push('slug: lower-case letters, digits and single hyphens, at most 100');
  // A slug starting like a unikey would be read as one (sys-12 is post 12, wp-x the WordPress post x).
  if (fields.slug && /^(sys|wp)-/.test(fields.slug)) errors.push('slug: must not start with "sys-" or "wp-"');
  if (fields.language && !languages.includes(fields.language)) errors.push(`language: one of ${languages.join(', ')}`);
  if (fields.category && !SLUG.test(fields.category)) errors.push('category: a slug, e.g. "privacy"');
  for (const tag of tags) if (!SLUG.test(tag)) errors.push(`tags: "${tag}" is not a slug`);
  if (fields.tags && tags.length === 0) errors.push('tags: at least one');
  if (fields.cover && (!/^\/[\w/.-]+\.(png|jpe?g|webp)$/.test(fields.cover) || fields.cover.includes('..') || !coverExists(fields.cover))) {
    errors.push(`cover: "${fields.cover}" is not an image under public/ (e.g. /blog/my-post.png)`);
  }
  const publishedAt = fields.date ? new Date(fields.date) : now;
  if (Number.isNaN(publishedAt.getTime())) errors.push('date: an ISO date such as 2026-11-25 or 2026-11-25T09:00:00Z');
  if (fields.source && !['system', 'wordpress'].includes(fields.source)) errors.push('source: "system" or "wordpress"');
  // The seed keeps its posts' system ids (a system post's unikey is sys-<id>); an editor's file usually has none.
  if (fields.id && !/^[1-9]\d{0,8}$/.test(fields.id)) errors.push('id: a whole number from 1');
  if (fields.format && !['markdown', 'html'].includes(fields.format)) errors.push('format: "markdown" (the default) or "html"');
  const html = fields.format === 'html' ? body.trim() : marked.parse(body.trim(), { async: false });
  if (!body.trim()) errors.push('the post has no text after the front matter');
  if (errors.length) return { errors };
  return {
    post: {
      ...(fields.id && { id: Number(fields.id) }),
      slug: fields.slug, lang: fields.language, title: fields.title, category: fields.category, tags, cover: fields.cover,
      author: fields.author || 'Harbor VPN Team', source: fields.source || 'system', publishedAt: publishedAt.toISOString(),
      excerpt: fields.excerpt || firstParagraph(html), html,
    },
  };
}
