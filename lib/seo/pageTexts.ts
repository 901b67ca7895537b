// Resolves the translated texts of a route entry: title, description, keywords, heading and lead.
import { getTranslations } from 'next-intl/server';
import { findService } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';
import type { RouteEntry, RouteValues } from './routes';

export interface FullPageTexts {
  title: string;
  description: string;
  keywords?: string;
  heading: string;
  lead: string;
  /** Set when the page shows English content because it has no translation in the visitor's language. */
  fallbackFrom?: Locale;
}

// Message keys here are built from the route table, so they are looked up without the static key types.
type LooseT = ((key: string, values?: Record<string, string | number>) => string) & { has: (key: string) => boolean };

export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

function resolveValues(values: RouteValues | undefined, locale: Locale, t: LooseT): Record<string, string | number> {
  if (!values) return {};
  const out: Record<string, string | number> = {};
  if (values.country) out.country = countryName(values.country, locale);
  if (values.useCase && values.service) {
    const service = findService(values.useCase, values.service);
    out.service = service?.name ?? t(`services.${values.service}`);
  }
  // A category or tag the messages do not name yet (published by the service later) takes the service's label.
  const topic = (ns: string, slug: string) => (t.has(`${ns}.${slug}`) ? t(`${ns}.${slug}`) : (values.topicName ?? slug));
  if (values.category) out.category = topic('blogCategories', values.category);
  if (values.tag) out.tag = topic('blogTags', values.tag);
  if (values.page) out.page = values.page;
  return out;
}

export async function pageTexts(entry: RouteEntry, locale: Locale): Promise<FullPageTexts> {
  const t = (await getTranslations({ locale })) as unknown as LooseT;

  if (entry.post) {
    const { post } = entry;
    return {
      title: post.title,
      description: post.excerpt,
      heading: post.title,
      lead: post.excerpt,
      ...(post.lang !== locale && { fallbackFrom: post.lang }),
    };
  }

  const values = resolveValues(entry.values, locale, t);
  const ns = `${entry.messagesRoot ?? 'pages'}.${entry.messages}`;
  const pageSuffix = values.page && Number(values.page) > 1 ? ` – ${t('pagination.page', { page: values.page })}` : '';
  return {
    title: t(`${ns}.title`, values) + pageSuffix,
    description: t(`${ns}.description`, values),
    keywords: t.has(`${ns}.keywords`) ? t(`${ns}.keywords`) : undefined,
    heading: t(`${ns}.heading`, values),
    lead: t(`${ns}.lead`, values),
  };
}
