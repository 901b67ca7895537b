// Reads a language's messages from disk the way request.ts assembles them, for tests and scripts.
import { readFileSync } from 'node:fs';
import { CONTENT_GROUPS } from './contentGroups.mjs';

const root = new URL('../../messages/', import.meta.url);
const readJson = (path) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

export function readMessages(locale) {
  const messages = readJson(`${locale}.json`);
  for (const group of CONTENT_GROUPS) messages[group] = readJson(`content/${group}/${locale}.json`);
  return messages;
}
