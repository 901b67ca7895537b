// Reads a language's messages from disk the way request.ts assembles them, for tests (Vitest and Playwright).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_GROUPS } from './contentGroups';

const root = path.resolve(__dirname, '../../messages');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

export function readMessages(locale: string): Record<string, unknown> {
  const messages = readJson(`${locale}.json`);
  for (const group of CONTENT_GROUPS) messages[group] = readJson(`content/${group}/${locale}.json`);
  return messages;
}
