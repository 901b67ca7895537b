// Structured data of the home page (docs/content.md#structured-data), as typed objects: who runs the site and
// the site itself, with the blog search as its search action. Other pages carry their own: FAQPage on the FAQ
// and the service guides (lib/content/faq.ts), BreadcrumbList on nested pages (components/layout/Breadcrumbs),
// the plans on /pricing (lib/plans/jsonLd.ts), articles on blog posts (lib/blog).
import { COMPANY } from '@/lib/company';
import { localizePath, locales, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, SITE_NAME } from '@/lib/site';

export interface OrganizationData {
  '@context': 'https://schema.org';
  '@type': 'Organization';
  '@id': string;
  name: string;
  legalName: string;
  url: string;
  logo: string;
  contactPoint: {
    '@type': 'ContactPoint';
    contactType: 'customer support';
    url: string;
    availableLanguage: string[];
  };
}

export interface WebSiteData {
  '@context': 'https://schema.org';
  '@type': 'WebSite';
  '@id': string;
  name: string;
  url: string;
  inLanguage: Locale;
  description: string;
  publisher: { '@id': string };
  potentialAction: {
    '@type': 'SearchAction';
    target: { '@type': 'EntryPoint'; urlTemplate: string };
    'query-input': 'required name=search_term_string';
  };
}

const ORGANIZATION_ID = () => absoluteUrl('/#organization');

export function organizationJsonLd(): OrganizationData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID(),
    name: SITE_NAME,
    legalName: COMPANY.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon-512.png'),
    // Support answers around the clock through the contact page, in the site's languages.
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: absoluteUrl('/contact-us'),
      availableLanguage: [...locales],
    },
  };
}

/** The site in one language, searchable through its blog search (/blog/search?q=…). */
export function webSiteJsonLd(locale: Locale, description: string): WebSiteData {
  const home = absoluteUrl(localizePath('/', locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: SITE_NAME,
    url: home,
    inLanguage: locale,
    description,
    publisher: { '@id': ORGANIZATION_ID() },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(localizePath('/blog/search', locale))}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
