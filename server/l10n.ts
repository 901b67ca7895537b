// Translations over HTTP (docs/behaviour.md#languages; contract: docs/api.md, Translations): one language's
// messages, optionally narrowed to a dot path. The route handler (app/l10n/route.ts) only turns the
// result into a Response; the blog API reads category names through `messagesOf` as well.
import { z } from 'zod';
import { Code, OK, type Envelope } from '@/lib/contract/codes';
import { locales, type Locale } from '@/lib/i18n/routing';
// Static imports: the bundler ships the files with the server code (no fs paths to trace in a standalone
// build) and they are parsed once per process, which is the in-memory cache.
import ar from '@/messages/ar.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import id from '@/messages/id.json';
import it from '@/messages/it.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import ms from '@/messages/ms.json';
import nl from '@/messages/nl.json';
import pl from '@/messages/pl.json';
import pt from '@/messages/pt.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import uk from '@/messages/uk.json';

export type Messages = Record<string, unknown>;

const catalogue: Record<Locale, Messages> = { ms, id, de, en, es, fr, it, nl, pl, pt, tr, ru, uk, ko, ja, ar };

export function messagesOf(locale: Locale): Messages {
  return catalogue[locale];
}

/** Served translations change only with a deploy; five minutes keeps a new release visible soon. */
export const L10N_CACHE_CONTROL = 'public, max-age=300';

/** Longest page path echoed back: the same bound as the API's call paths. */
export const MAX_L10N_PATH = 512;

export const l10nQuery = z.object({
  language: z.enum(locales, { message: `language must be one of ${locales.join(', ')}` }),
  // Dot-separated keys; empty segments ("a..b", ".a") are malformed rather than merely unknown.
  prefix: z
    .string()
    .max(200)
    .regex(/^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)?$/, 'prefix must be a dot path such as pages.faq')
    .default(''),
  // Echoed back as JSON only (never into HTML), so any printable path is harmless; control characters are not.
  path: z
    .string()
    .max(MAX_L10N_PATH)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'path must not contain control characters')
    .default(''),
});

/**
 * The value at `prefix` ("pages.faq") in `messages`, or undefined. Own keys only: "constructor" or
 * "__proto__" must not reach Object.prototype.
 */
export function pick(messages: unknown, prefix: string): unknown {
  if (!prefix) return messages;
  let node: unknown = messages;
  for (const key of prefix.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export interface L10nData {
  language: Locale;
  prefix: string;
  path: string;
  messages: unknown;
}

export interface L10nAnswer {
  status: 200 | 400 | 404;
  body: Envelope<L10nData>;
}

/** Answers GET /l10n for its query parameters (repeated parameters: the first one counts). */
export function answerL10n(params: URLSearchParams): L10nAnswer {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
  const parsed = l10nQuery.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { status: 400, body: { code: Code.INVALID_PARAMS, msg: `${where}${issue?.message ?? 'Invalid parameters'}`, data: null } };
  }
  const { language, prefix, path } = parsed.data;
  const messages = pick(messagesOf(language), prefix);
  if (messages === undefined) {
    return { status: 404, body: { code: Code.NOT_FOUND, msg: `No translations under "${prefix}"`, data: null } };
  }
  return { status: 200, body: { code: OK, msg: 'ok', data: { language, prefix, path, messages } } };
}
