// Every indexable page in every language it exists in, with its hreflang alternates (lib/seo/alternates),
// built from what the service has now (lib/seo/pages.ts) and refreshed within the blog window.
import type { MetadataRoute } from 'next';
import { localizePath } from '@/lib/i18n/routing';
import { alternates, pageLocales } from '@/lib/seo/alternates';
import { allPages } from '@/lib/seo/pages';
import { absoluteUrl } from '@/lib/site';

// The blog window of lib/data/policy.ts (a test checks the literal).
export const revalidate = 900;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await allPages())
    .filter((entry) => !entry.noindex && !entry.canonicalPath)
    .flatMap((entry) => {
      const languages = Object.fromEntries(alternates(entry).map((a) => [a.hreflang, a.href]));
      return pageLocales(entry).map((locale) => ({
        url: absoluteUrl(localizePath(entry.path, locale)),
        alternates: { languages },
      }));
    });
}
