// The FAQ (docs/behaviour.md#content): its items in order, and the FAQPage structured data built from the
// same text the page shows. Also the two steps that turn a copy fragment from the messages into what a page
// renders (placeholders filled, site links in the page's language), shared with the legal pages.
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { copyHtmlToText } from './html';

/**
 * The 18 FAQ topics in order, plus free versus premium right after ads, where a reader who just learnt that
 * the free version shows ads asks what paying changes (docs/behaviour.md#content). Message keys:
 * faqPage.items.<key>.q / .a
 */
export const FAQ_KEYS = [
  'why',
  'safety',
  'connect',
  'authorisation',
  'noInternet',
  'autoDisconnect',
  'speed',
  'bestServer',
  'location',
  'ads',
  'freeVsPremium',
  'missingServers',
  'language',
  'subscribe',
  'benefits',
  'account',
  'refunds',
  'refundRequest',
  'refundTiming',
] as const;

export type FaqKey = (typeof FAQ_KEYS)[number];

export interface FaqEntry {
  question: string;
  /** The answer as the page renders it (placeholders already filled). */
  answerHtml: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Fills {name} placeholders of a raw copy fragment (t.raw does not format ICU). Unknown names stay as
 * written, so a typo shows up on the page instead of vanishing. With the page's locale, numbers are written for
 * the language ("30,961", "30 961") and a plural of a number value is chosen as ICU would:
 * "{moneyBackDays, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}" (exact "=30" cases, then the
 * language's plural category, then "other"; "#" is the number).
 */
export function fillCopy(html: string, values: Record<string, string | number>, locale?: Locale): string {
  const number = locale ? new Intl.NumberFormat(locale) : null;
  const plurals = locale ? new Intl.PluralRules(locale) : null;
  const show = (value: string | number) => (typeof value === 'number' && number ? number.format(value) : String(value));
  let out = '';
  let i = 0;
  while (i < html.length) {
    const simple = /^\{(\w+)\}/.exec(html.slice(i));
    const plural = /^\{\s*(\w+)\s*,\s*plural\s*,/.exec(html.slice(i));
    if (simple) {
      const name = simple[1]!;
      out += Object.hasOwn(values, name) ? escapeHtml(show(values[name]!)) : simple[0];
      i += simple[0].length;
    } else if (plural && plurals && typeof values[plural[1]!] === 'number') {
      const end = closingBrace(html, i);
      if (end < 0) return out + html.slice(i);
      const n = values[plural[1]!] as number;
      const options = pluralOptions(html.slice(i + plural[0].length, end));
      const chosen = options.get(`=${n}`) ?? options.get(plurals.select(n)) ?? options.get('other') ?? '';
      out += fillCopy(chosen.replace(/#/g, show(n)), values, locale);
      i = end + 1;
    } else {
      out += html[i];
      i++;
    }
  }
  return out;
}

/** The index of the "}" that closes the "{" at `start`, or -1. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** "one {# day} other {# days}" → one: "# day", other: "# days". */
function pluralOptions(body: string): Map<string, string> {
  const options = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const selector = /^\s*([^\s{}]+)\s*\{/.exec(body.slice(i));
    if (!selector) break;
    const open = i + selector[0].length - 1;
    const end = closingBrace(body, open);
    if (end < 0) break;
    options.set(selector[1]!, body.slice(open + 1, end));
    i = end + 1;
  }
  return options;
}

/** Rewrites site links (href="/path") to the page's language; https, mailto and anchors are left alone. */
export function localizeCopyLinks(html: string, locale: Locale): string {
  return html.replace(/\bhref=(["'])(\/(?![/\\])[^"']*)\1/g, (_, quote: string, path: string) =>
    `href=${quote}${localizePath(path, locale)}${quote}`,
  );
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * Plain text of an answer for structured data: blocks and list items keep a space between them, and the
 * entities the sanitiser writes are decoded (JSON-LD is text, not HTML).
 */
export function answerText(html: string): string {
  const spaced = html.replace(/<(?=\/?(?:p|li|ul|ol|br)\b)/gi, ' <');
  return copyHtmlToText(spaced).replace(/&(?:lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e]!);
}

/** schema.org FAQPage: one Question with its accepted Answer per item, in the page's order. */
export function faqJsonLd(entries: FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: answerText(entry.answerHtml) },
    })),
  };
}
