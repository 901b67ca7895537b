// Every indexable page in every language it exists in, with its hreflang alternates (lib/seo/alternates).
import type { MetadataRoute } from 'next';
import { localizePath } from '@/lib/i18n/routing';
import { alternates, pageLocales } from '@/lib/seo/alternates';
import { allRoutes } from '@/lib/seo/routes';
import { absoluteUrl } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes()
    .filter((entry) => !entry.noindex && !entry.canonicalPath)
    .flatMap((entry) => {
      const languages = Object.fromEntries(alternates(entry).map((a) => [a.hreflang, a.href]));
      return pageLocales(entry).map((locale) => ({
        url: absoluteUrl(localizePath(entry.path, locale)),
        alternates: { languages },
      }));
    });
}
