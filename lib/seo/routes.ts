// The per-route table: every public page of the site whose existence does not depend on the service's data
// (docs/behaviour.md#routes), each with the facts its metadata needs, plus the constructors of the entries
// that do (blog posts and lists, checkout of a plan): lib/seo/pages.ts builds those from the data layer.
// Page files, generateMetadata and the sitemap all read these, so adding a page means one entry here plus
// its messages under `pages.<messages>` in messages/*.json (or, with `messagesRoot`, in a content group).
import {
  countries, downloadPages, features, paymentPlatforms, useCases, useCaseSlugs,
} from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';
import type { PostSummary } from '@/lib/contract/types';

export type OgImage = 'default' | 'sports' | 'social';

/** Values for the ICU placeholders of a route's messages; names are resolved per language later. */
export interface RouteValues {
  useCase?: string;
  service?: string;
  country?: string;
  category?: string;
  tag?: string;
  /** The service's label of the category or tag, for a slug the messages do not know. */
  topicName?: string;
  page?: number;
}

export interface RouteEntry {
  /** Public path without a language prefix, exactly as published: case-sensitive (docs/behaviour.md#routes). */
  path: string;
  /** Message namespace under `pages` holding title, description, heading, lead (and keywords). */
  messages: string;
  /**
   * Where `messages` lives when not under `pages` of the main files: a content group that keeps its page's
   * texts with the rest of its copy (`/signup`: `signup.page.*`, messages/content/signup).
   */
  messagesRoot?: string;
  values?: RouteValues;
  /** A blog post, in the page's language (or English): title and description come from it, not from messages. */
  post?: PostSummary;
  ogType?: 'website' | 'article';
  image?: OgImage;
  /** og:url points to another page (docs/behaviour.md#seo: download sub-pages, about us, salto). */
  ogPath?: string;
  /** The canonical page when this one duplicates it (docs/behaviour.md#seo: UFC → sports; /home → /). */
  canonicalPath?: string;
  /** Policy and cookie pages carry only a title and a description (docs/behaviour.md#seo). */
  basicMeta?: boolean;
  /** Pages for one visitor (account, checkout, utilities): noindex and left out of the sitemap. */
  noindex?: boolean;
  /** Languages the page exists in, when not all (blog posts). */
  locales?: readonly Locale[];
}

const page = (path: string, messages: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path, messages, ...extra,
});

const SPORTS = '/InternetAccess/vpn-for-sports';
const STREAMING = '/InternetAccess/vpn-for-streaming';

function topLevel(): RouteEntry[] {
  const account = { noindex: true };
  return [
    page('/', 'home'),
    page('/home', 'home', { canonicalPath: '/' }),
    page('/home/preview', 'homePreview', account),
    page('/aboutus', 'aboutus', { ogPath: '/contact-us' }),
    page('/affiliate-program', 'affiliateProgram'),
    page('/contact-us', 'contactUs'),
    page('/cookie-policy', 'cookiePolicy', { basicMeta: true }),
    page('/download', 'download'),
    page('/downloadProduct', 'downloadProduct'),
    page('/edmsub', 'edmsub', account),
    page('/ext/survey', 'survey', account),
    page('/faq', 'faq'),
    page('/features', 'features'),
    page('/forgetPassword', 'forgetPassword', account),
    page('/free-vpn', 'freeVpn'),
    page('/gift-card', 'giftCard'),
    page('/influencer', 'influencer'),
    page('/InternetAccess', 'internetAccess'),
    page('/login', 'login', account),
    page('/money-back-guarantee', 'moneyBackGuarantee'),
    page('/myAccount', 'myAccount', account),
    page('/paystatus', 'paystatus', account),
    page('/paySuc', 'paySuc', account),
    page('/policy', 'policy', { basicMeta: true }),
    page('/press-room', 'pressRoom'),
    page('/pricing', 'pricing'),
    page('/pricing/checkout', 'checkout', account),
    page('/pricing/standplan', 'standplan'),
    page('/promotion', 'promotion'),
    page('/redeem-suc', 'redeemSuc', account),
    page('/redirect', 'redirect', account),
    page('/resetPassword', 'resetPassword', account),
    page('/signup', 'page', { ...account, messagesRoot: 'signup' }),
    page('/terms-of-service', 'termsOfService'),
    page('/tsbox', 'tsbox'),
    page('/vpn-benefits', 'vpnBenefits', { ogType: 'article' }),
    page('/vpn-server', 'vpnServer'),
    page('/wfh', 'wfh'),
    page('/wfh/pc', 'wfhPc'),
    page('/what-is-vpn', 'whatIsVpn', { ogType: 'article' }),
  ];
}

function subPages(): RouteEntry[] {
  const list: RouteEntry[] = [];
  for (const feature of features) list.push(page(`/features/${feature}`, `feature.${feature}`, { ogType: 'article' }));
  for (const product of downloadPages) {
    const messages = product === 'game-console' ? 'downloads.gameConsole' : `downloads.${product}`;
    list.push(page(`/download/${product}`, messages, { ogPath: '/downloadProduct' }));
  }
  for (const [slug, code] of Object.entries(countries)) {
    // Each country page's texts name the country in the language's own grammatical form ("в Японии",
    // "au Japon"), so they are sentences per country, not one sentence with the name inserted (docs/content.md).
    list.push(page(`/vpn-server/${slug}`, `${slug}.phrases`, { messagesRoot: 'countryGuides.countries', values: { country: code } }));
  }
  for (const platform of paymentPlatforms) list.push(page(`/paystatus/${platform}`, 'paystatus', { noindex: true }));
  for (const useCase of useCaseSlugs) {
    const base = `/InternetAccess/${useCase}`;
    const image: OgImage | undefined =
      useCase === 'vpn-for-sports' ? 'sports' : useCase === 'vpn-for-social-media' ? 'social' : undefined;
    list.push(page(base, `useCase.${useCase}`, { image }));
    for (const service of useCases[useCase]) {
      list.push(
        page(`${base}/${service.slug}`, `service.${useCase}`, {
          values: { useCase, service: service.slug },
          image,
          ogType: 'article',
          ...(service.slug === 'salto' && { ogPath: STREAMING }),
          ...(service.slug === 'ufc' && { canonicalPath: SPORTS }),
        }),
      );
    }
  }
  return list;
}

function blogPages(): RouteEntry[] {
  return [
    page('/blog', 'blog'),
    page('/blog/category', 'blogCategoryIndex'),
    page('/blog/tag', 'blogTagIndex'),
    page('/blog/search', 'blogSearch', { noindex: true }),
    page('/blog/detail', 'blogDetail', { noindex: true }),
    page('/blog/more', 'blogMore'),
  ];
}

/** The lists the service's blog has: every post, and each category or tag. */
export type BlogListKind = { kind: 'more' } | { kind: 'category' | 'tag'; slug: string; name?: string };

/** A blog list page: its first page (`n` undefined) or page `n`; page 1 names the list as canonical. */
export function blogListEntry(list: BlogListKind, n?: number): RouteEntry {
  const base = list.kind === 'more' ? '/blog/more' : `/blog/${list.kind}/${list.slug}`;
  const messages = list.kind === 'more' ? 'blogMore' : list.kind === 'category' ? 'blogCategory' : 'blogTag';
  const values: RouteValues =
    list.kind === 'more' ? {} : { [list.kind]: list.slug, ...(list.name !== undefined && { topicName: list.name }) };
  if (n === undefined) return page(base, messages, { values });
  return page(`${base}/page/${n}`, messages, { values: { ...values, page: n }, ...(n === 1 && { canonicalPath: base }) });
}

/** A post's page under `key` (its unikey, or its plain slug, which points at the unikey as canonical). */
export function postEntry(post: PostSummary, key = post.unikey): RouteEntry {
  const canonical = `/blog/${post.unikey}`;
  return page(`/blog/${key}`, 'blogPost', {
    post, ogType: 'article', locales: post.languages, ...(key !== post.unikey && { canonicalPath: canonical }),
  });
}

/** The checkout of one plan: for one visitor, so noindex. */
export const checkoutEntry = (planId: string): RouteEntry => page(`/pricing/checkout/${planId}`, 'checkout', { noindex: true });

let table: Map<string, RouteEntry> | undefined;

function routeTable(): Map<string, RouteEntry> {
  table ??= new Map([...topLevel(), ...subPages(), ...blogPages()].map((e) => [e.path, e]));
  return table;
}

export function allRoutes(): RouteEntry[] {
  return [...routeTable().values()];
}

/**
 * The entry of an unprefixed public path whose existence does not depend on the service's data, or
 * undefined (lib/seo/pages.ts also knows the blog's and the plans' pages).
 */
export function findRoute(path: string): RouteEntry | undefined {
  return routeTable().get(path);
}
