// Structured data (JSON-LD) for blog pages. It is written into a <script> element, so the text must not be
// able to close that element: post titles come from the blog API and could contain "</script>".
import { absoluteUrl } from '@/lib/site';

/** JSON safe inside <script type="application/ld+json">: <, >, & and the JS line separators are escaped. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface Crumb {
  name: string;
  /** Public path (already localized); the last crumb, the page itself, may omit it. */
  path?: string;
}

/** schema.org BreadcrumbList with absolute URLs. */
export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path && { item: absoluteUrl(c.path) }),
    })),
  };
}
