// Every language keeps one term per concept (docs/content.md#writing-rules): messages/glossary/<lang>.json names
// the term and the variants that must not appear anywhere in that language's messages (messages/glossary/README.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from './routing';

const root = path.resolve(__dirname, '../../messages');

/** The concepts every glossary defines (more are welcome). */
export const GLOSSARY_CONCEPTS = [
  'kill switch', 'split tunnelling', 'no-logs policy', 'server', 'premium', 'free tier', 'money-back guarantee',
  'two-step sign-in', 'encryption', 'ISP throttling', 'private DNS', 'my account', 'sign in', 'sign up',
  'subscription', 'device',
] as const;

export interface GlossaryEntry {
  term: string;
  avoid: string[];
}

/** How text is compared: Unicode-normalised, lower-cased in the language, one kind of apostrophe and dash, one space. */
export function fold(text: string, locale: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase(locale)
    .replace(/[’‘ʼ]/g, "'")
    .replace(/[‐‑–]/g, '-')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** Every string leaf of a message tree with its dotted key. */
export function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** All of a language's messages: messages/<lang>.json and every messages/content/<group>/<lang>.json there is. */
export function languageMessages(locale: string): [string, string][] {
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
  const out = leaves(read(`${locale}.json`));
  for (const group of readdirSync(path.join(root, 'content')).sort()) {
    const file = `content/${group}/${locale}.json`;
    if (existsSync(path.join(root, file))) out.push(...leaves(read(file), group));
  }
  return out;
}

/** Problems in the glossary file itself (shape, required concepts, an avoided variant inside the chosen term). */
export function glossaryProblems(glossary: unknown, locale: string): string[] {
  if (!glossary || typeof glossary !== 'object' || Array.isArray(glossary)) return ['the glossary is not an object'];
  const problems: string[] = [];
  const entries = glossary as Record<string, unknown>;
  for (const concept of GLOSSARY_CONCEPTS) if (!(concept in entries)) problems.push(`missing concept "${concept}"`);
  for (const [concept, entry] of Object.entries(entries)) {
    const e = entry as Partial<GlossaryEntry> | null;
    if (!e || typeof e.term !== 'string' || !e.term.trim()) {
      problems.push(`"${concept}": no term`);
      continue;
    }
    if (!Array.isArray(e.avoid) || e.avoid.some((a) => typeof a !== 'string' || !a.trim())) {
      problems.push(`"${concept}": avoid must be a list of non-empty strings`);
      continue;
    }
    const keys = Object.keys(e).filter((k) => k !== 'term' && k !== 'avoid' && k !== 'note');
    if (keys.length) problems.push(`"${concept}": unknown field(s) ${keys.join(', ')}`);
    for (const variant of e.avoid) {
      if (fold(e.term, locale).includes(fold(variant, locale)))
        problems.push(`"${concept}": avoided "${variant}" is part of the term "${e.term}"`);
    }
  }
  return problems;
}

/** Languages written without spaces between words, or with clitics joined to the front of a word. */
const NO_WORD_START: ReadonlySet<string> = new Set(['ja', 'ar']);

/**
 * Whether `text` (folded) contains `needle` (folded) where a word starts: not right after a letter, mark or digit,
 * so "log in" is not found in "blog in". The end is open, so a variant also catches its inflected and compound
 * forms ("Kundenkonto" in "Kundenkontos"). In Japanese and Arabic a variant matches anywhere.
 */
export function containsVariant(text: string, needle: string, locale: string): boolean {
  if (NO_WORD_START.has(locale) || !/^[\p{L}\p{N}]/u.test(needle)) return text.includes(needle);
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
    if (i === 0 || !/[\p{L}\p{M}\p{N}]/u.test(text[i - 1]!)) return true;
  }
  return false;
}

/** What a reader sees of a message: no HTML tags (nor their attributes, such as href="/signup"), no ICU argument names. */
export function readerText(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(/\{\s*\w+\s*(?=[,}])/g, '{');
}

/** Messages that use an avoided variant: "key: concept → variant (use term)". */
export function glossaryViolations(glossary: Record<string, GlossaryEntry>, messages: [string, string][], locale: string): string[] {
  const found: string[] = [];
  const texts = messages.map(([key, text]) => [key, fold(readerText(text), locale)] as const);
  for (const [concept, { term, avoid }] of Object.entries(glossary)) {
    for (const variant of avoid) {
      const needle = fold(variant, locale);
      for (const [key, text] of texts) {
        if (containsVariant(text, needle, locale)) found.push(`${key}: "${variant}" (${concept}: use "${term}")`);
      }
    }
  }
  return found;
}

const glossaryFile = (locale: string) => path.join(root, 'glossary', `${locale}.json`);

describe('glossary', () => {
  it.each(locales)('%s has a glossary of the required shape', (locale) => {
    expect(existsSync(glossaryFile(locale)), `messages/glossary/${locale}.json is missing`).toBe(true);
    const glossary = JSON.parse(readFileSync(glossaryFile(locale), 'utf8')) as unknown;
    expect(glossaryProblems(glossary, locale)).toEqual([]);
  });

  it.each(locales)('%s messages use no avoided variant', (locale) => {
    if (!existsSync(glossaryFile(locale))) throw new Error(`messages/glossary/${locale}.json is missing`);
    const glossary = JSON.parse(readFileSync(glossaryFile(locale), 'utf8')) as Record<string, GlossaryEntry>;
    expect(glossaryViolations(glossary, languageMessages(locale), locale)).toEqual([]);
  });

  it('only has glossaries of languages the site has', () => {
    const files = readdirSync(path.join(root, 'glossary')).filter((f) => f.endsWith('.json'));
    expect(files.filter((f) => !(locales as readonly string[]).includes(f.replace(/\.json$/, '')))).toEqual([]);
  });

  it('catches an avoided variant whatever its case and apostrophe, and a variant inside the term', () => {
    const glossary = { 'my account': { term: 'My account', avoid: ['Personal area', 'user’s profile'] } };
    const messages: [string, string][] = [['a.b', 'Open your PERSONAL AREA'], ['c', "Edit the user's profile"], ['d', 'My account']];
    expect(glossaryViolations(glossary, messages, 'en')).toEqual([
      'a.b: "Personal area" (my account: use "My account")',
      'c: "user’s profile" (my account: use "My account")',
    ]);
    // A variant starts a word (its end is open), except in Japanese and Arabic.
    const login = { 'sign in': { term: 'sign in', avoid: ['log in'] } };
    expect(glossaryViolations(login, [['a', 'Our blog in English'], ['b', 'Log in again'], ['c', 'logins']], 'en')).toEqual([
      'b: "log in" (sign in: use "sign in")',
    ]);
    expect(glossaryViolations({ x: { term: 'サインイン', avoid: ['ログイン'] } }, [['a', '再ログイン']], 'ja')).toHaveLength(1);
    // Only what a reader sees: not a link's address, not a placeholder's name.
    const signup = { 'sign up': { term: 'sign up', avoid: ['signup', 'encryption'] } };
    expect(glossaryViolations(signup, [['a', '<a href="/signup">Sign up</a> with {encryption} or {encryption, select, other {x}}']], 'en')).toEqual([]);
    expect(glossaryProblems({ ...glossary, server: { term: 'VPN server', avoid: ['server'] } }, 'en')).toContain(
      '"server": avoided "server" is part of the term "VPN server"',
    );
  });
});
