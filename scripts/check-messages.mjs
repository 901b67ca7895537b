// Compares message files with en.json: missing or extra keys, lost ICU placeholders, and values left in
// English. Usage: node scripts/check-messages.mjs [lang ...]   (no argument: every language)
import { compareMessages } from '../lib/i18n/messageCheck.mjs';
import { readdirSync, readFileSync } from 'node:fs';

// The main file plus every content group folder (as lib/i18n/messageFiles.ts assembles them).
const root = new URL('../messages/', import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));
const groups = readdirSync(new URL('content/', root));
const read = (lang) => ({ ...readJson(`${lang}.json`), ...Object.fromEntries(groups.map((g) => [g, readJson(`content/${g}/${lang}.json`)])) });

const all = ['ms', 'id', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'tr', 'ru', 'uk', 'ko', 'ja', 'ar'];
const langs = process.argv.slice(2).length ? process.argv.slice(2) : all;
const en = read('en');
let failed = false;
for (const lang of langs) {
  let problems;
  try {
    problems = compareMessages(en, read(lang), lang);
  } catch (e) {
    problems = [`cannot read: ${e.message}`];
  }
  if (problems.length) failed = true;
  console.log(`${lang}: ${problems.length ? `${problems.length} problem(s)` : 'ok'}`);
  for (const p of problems.slice(0, 40)) console.log(`  - ${p}`);
}
process.exit(failed ? 1 : 0);
