// One builder turns a route entry and its translated texts into Next's Metadata: title, description,
// keywords, canonical, hreflang alternates and the Open Graph items of docs/behaviour.md#seo.
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/routing';
import { absoluteUrl, SITE_NAME } from '@/lib/site';
import { alternates, canonicalUrl } from './alternates';
import type { OgImage, RouteEntry } from './routes';

export interface PageTexts {
  title: string;
  description: string;
  keywords?: string;
}

export const OG_IMAGES: Record<OgImage, string> = {
  default: '/og/default.png',
  sports: '/og/sports.png',
  social: '/og/social-media.png',
};

export function buildMetadata(entry: RouteEntry, locale: Locale, texts: PageTexts): Metadata {
  const languages = Object.fromEntries(alternates(entry).map((a) => [a.hreflang, a.href]));
  const metadata: Metadata = {
    title: texts.title,
    description: texts.description,
    alternates: { canonical: canonicalUrl(entry, locale), languages },
  };
  if (entry.noindex) metadata.robots = { index: false, follow: true };
  if (entry.basicMeta) return metadata;

  if (texts.keywords) metadata.keywords = texts.keywords;
  metadata.openGraph = {
    type: entry.ogType ?? 'website',
    title: `${texts.title} | ${SITE_NAME}`,
    description: texts.description,
    url: absoluteUrl(localizePath(entry.ogPath ?? entry.path, locale)),
    siteName: SITE_NAME,
    locale,
    images: [{ url: absoluteUrl(OG_IMAGES[entry.image ?? 'default']), width: 1200, height: 630, alt: SITE_NAME }],
  };
  return metadata;
}
