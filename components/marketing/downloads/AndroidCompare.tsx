import { getTranslations } from 'next-intl/server';
import { CardGrid, Section } from '@/components/marketing/kit';
import { downloads } from '@/lib/content/downloads';
import type { Locale } from '@/lib/i18n/routing';

/** "Android Pro or Lite?": on the overview and on both Android pages (without a link to the page itself). */
interface Props {
  locale: Locale;
  current?: 'androidpro' | 'androidlite';
  tone?: 'plain' | 'alt';
}

export async function AndroidCompare({ locale, current, tone = 'alt' }: Props) {
  const t = await getTranslations({ locale, namespace: 'downloadPages.compare' });
  const card = (product: 'androidpro' | 'androidlite', text: string) => ({
    title: downloads[product].name,
    text,
    href: product === current ? undefined : `/download/${product}`,
  });
  return (
    <Section id="android-compare" heading={t('heading')} intro={t('intro')} tone={tone}>
      <CardGrid locale={locale} cards={[card('androidpro', t('pro')), card('androidlite', t('lite'))]} />
    </Section>
  );
}
