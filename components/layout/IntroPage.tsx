// The page shell shared by pages whose full copy comes later: metadata from the route table, then the
// translated heading and lead. Route files stay one-liners: `const page = introPage('/faq')`.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';
import { pageTexts, type FullPageTexts } from '@/lib/seo/pageTexts';
import { findRoute, type RouteEntry } from '@/lib/seo/routes';
import { PageIntro } from './PageIntro';
import { FallbackNote } from './FallbackNote';

type Params = { lang: string } & Record<string, string>;
export interface PageProps {
  params: Promise<Params>;
}
type PathOf = string | ((params: Params) => string);
type Render = (locale: Locale, texts: FullPageTexts, entry: RouteEntry) => React.ReactNode | Promise<React.ReactNode>;

export async function resolvePage(params: Promise<Params>, pathOf: PathOf): Promise<{ locale: Locale; entry: RouteEntry }> {
  const p = await params;
  const entry = findRoute(typeof pathOf === 'string' ? pathOf : pathOf(p));
  if (!isLocale(p.lang) || !entry) notFound();
  return { locale: p.lang, entry };
}

/** The page's heading and lead, with a note when the content is an English fallback. */
export function renderIntro(locale: Locale, texts: FullPageTexts) {
  return (
    <PageIntro heading={texts.heading} lead={texts.lead}>
      {texts.fallbackFrom && <FallbackNote locale={locale} />}
    </PageIntro>
  );
}

export function introPage(pathOf: PathOf, render: Render = renderIntro) {
  async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const { locale, entry } = await resolvePage(params, pathOf);
    return buildMetadata(entry, locale, await pageTexts(entry, locale));
  }

  async function Page({ params }: PageProps) {
    const { locale, entry } = await resolvePage(params, pathOf);
    setRequestLocale(locale);
    return render(locale, await pageTexts(entry, locale), entry);
  }

  return { generateMetadata, Page };
}
