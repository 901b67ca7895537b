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
 * written, so a typo shows up on the page instead of vanishing.
 */
export function fillCopy(html: string, values: Record<string, string | number>): string {
  return html.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(String(values[name])) : whole,
  );
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
