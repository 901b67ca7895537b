import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '@/lib/site';
import { organizationJsonLd, webSiteJsonLd } from './jsonLd';

describe('home page structured data', () => {
  it('names the organisation with its configured legal name, logo and support contact', () => {
    const org = organizationJsonLd();
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe('Harbor VPN');
    expect(org.legalName).toContain('fictional');
    expect(org.logo).toBe(absoluteUrl('/icon-512.png'));
    expect(org.contactPoint.url).toBe(absoluteUrl('/contact-us'));
    expect(org.contactPoint.availableLanguage).toHaveLength(16);
  });

  it("points the site's search action at the blog search of the page's language, published by the organisation", () => {
    const site = webSiteJsonLd('de', 'Beschreibung');
    expect(site.url).toBe(absoluteUrl('/de'));
    expect(site.inLanguage).toBe('de');
    expect(site.potentialAction.target.urlTemplate).toBe(`${absoluteUrl('/de/blog/search')}?q={search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    expect(site.publisher['@id']).toBe(organizationJsonLd()['@id']);
    expect(webSiteJsonLd('en', 'x').potentialAction.target.urlTemplate).toBe(`${absoluteUrl('/blog/search')}?q={search_term_string}`);
  });
});
