// The long-form guides of the landing pages (docs/content.md): their shape as read from the messages, and the
// measures the depth tests hold every language to (word counts, and how much two guides share).
import type { Locale } from '@/lib/i18n/routing';

/** One titled part of a guide: paragraphs, then a list (devices, cities, what is kept…); at least one of the two. */
export interface GuideSection {
  heading: string;
  body?: Record<string, string>;
  items?: Record<string, string>;
}

export interface FaqItem {
  q: string;
  a: string;
}

/** serviceGuides.guides.<slug>: one service's guide, in the order the page shows it. */
export interface ServiceGuide {
  lead: string;
  regions: GuideSection;
  servers: GuideSection;
  setup: GuideSection;
  detection: GuideSection;
  legal: GuideSection;
  faq: Record<string, FaqItem>;
}
export const SERVICE_GUIDE_SECTIONS = ['regions', 'servers', 'setup', 'detection', 'legal'] as const;

/** countryGuides.countries.<country>. `phrases` are the sentences that name the country (its grammatical form). */
export interface CountryGuide {
  lead: string;
  uses: GuideSection;
  cities: GuideSection & { items: Record<string, string> };
  legal: GuideSection;
  latency: GuideSection;
  phrases: Record<CountryPhrase, string>;
}
export const COUNTRY_PHRASES = [
  'title', 'description', 'heading', 'lead',
  'locationsHeading', 'goodForHeading', 'connectHeading', 'findStep', 'connectedStep',
] as const;
export type CountryPhrase = (typeof COUNTRY_PHRASES)[number];

/** featureGuides.<feature>: the technical sections after the feature's overview. */
export interface FeatureGuide {
  sections: Record<string, GuideSection>;
}

/** Values of a keyed message object in key order ("1", "2", … or named keys as written). */
export function ordered<T>(record: Record<string, T> | undefined): T[] {
  return record ? Object.values(record) : [];
}

/** Every string under a message value, in order: the text a reader sees. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: Locale): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
}

/** The words of `text` as a reader of `locale` sees them (Intl.Segmenter, so Japanese is counted in words too). */
export function words(text: string, locale: Locale): string[] {
  const out: string[] = [];
  for (const part of segmenter(locale).segment(text)) if (part.isWordLike) out.push(part.segment.toLowerCase());
  return out;
}

export function wordCount(texts: readonly string[], locale: Locale): number {
  return texts.reduce((sum, text) => sum + words(text, locale).length, 0);
}

/** Replaces each name (case-insensitive) with one mask, so guides that differ only in the name compare equal. */
export function maskNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name) out = out.split(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')).join(' NAME ');
  }
  return out;
}

const SHINGLE = 5;

/** The five-word sequences of a text. */
export function shingles(text: string, locale: Locale): Set<string> {
  const w = words(text, locale);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= w.length; i++) out.add(w.slice(i, i + SHINGLE).join(' '));
  return out;
}

/**
 * How much two texts share: the part of the smaller one's five-word sequences that also occur in the other
 * (0 to 1). A template with a swapped name scores near 1; two pages written from their subjects near 0.
 */
export function overlap(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return shared / small.size;
}
