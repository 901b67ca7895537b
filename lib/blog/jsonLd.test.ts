import { describe, expect, it } from 'vitest';
import { SITE_URL } from '@/lib/site';
import { breadcrumbList, serializeJsonLd } from './jsonLd';

describe('serializeJsonLd', () => {
  it('cannot close its script element, and still parses to the same data', () => {
    const data = { headline: '</script><script>alert(1)</script> & more\u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs from 1 with absolute URLs; the current page may have none', () => {
    expect(breadcrumbList([{ name: 'Home', path: '/de' }, { name: 'Blog', path: '/de/blog' }, { name: 'Post' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/de` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE_URL}/de/blog` },
        { '@type': 'ListItem', position: 3, name: 'Post' },
      ],
    });
  });
});
