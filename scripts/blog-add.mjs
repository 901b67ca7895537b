// npm run blog:add FILE.md — publishes one language of a post in the embedded store (DATA_DIR/app.db), with
// no rebuild: the post's page renders on its first request, and lists, the sitemap and the sidebar show it
// within the blog's cache window (15 minutes), or at once through POST /api/revalidate. The file's format is
// in docs/api.md ("Publishing a post"). Importing a slug again replaces that language and the post's facts.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { writePost } from '../server/catalogueWrites.mjs';
import { parsePostFile } from '../server/postFile.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run blog:add FILE.md');
  process.exit(2);
}
const root = process.cwd();
const languages = fs.readdirSync(path.join(root, 'messages')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
let text;
try {
  text = fs.readFileSync(file, 'utf8');
} catch (error) {
  console.error(`cannot read ${file}: ${error.message}`);
  process.exit(2);
}
const result = parsePostFile(text, { languages, coverExists: (cover) => fs.existsSync(path.join(root, 'public', cover)) });
if (result.errors) {
  console.error(`${file} was not imported:\n${result.errors.map((e) => `  - ${e}`).join('\n')}`);
  process.exit(1);
}

const dbFile = path.resolve(process.env.DATA_DIR || './data', 'app.db');
if (!fs.existsSync(dbFile)) {
  console.error(`no store at ${dbFile}: start the site once (npm start) so it creates and seeds it, then run this again`);
  process.exit(1);
}
const db = new Database(dbFile);
db.pragma('busy_timeout = 5000');
const { post } = result;
const { id, created } = writePost(db, post);
const hasEnglish = db.prepare("SELECT 1 FROM blog_translations WHERE post_id = ? AND lang = 'en'").get(id);
db.close();

const key = post.source === 'wordpress' ? `wp-${post.slug}` : `sys-${id}`;
console.log(`${created ? 'Published' : 'Updated'} "${post.title}" (${post.lang}) as /blog/${key} (also /blog/${post.slug}).`);
if (!hasEnglish) console.log('Note: the post has no English text yet, so it stays hidden until it does (English is every language\'s fallback).');
console.log('Its page renders at once; lists, the sitemap and the sidebar show it within 15 minutes, or at once through POST /api/revalidate.');
