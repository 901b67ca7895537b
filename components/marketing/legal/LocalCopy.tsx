import { CopyHtml } from '@/components/marketing/kit';
import { fillCopy, localizeCopyLinks } from '@/lib/content/faq';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A copy fragment from the messages (t.raw) as the page shows it: {placeholders} filled (numbers and plurals
 * in the page's language), site links in the page's language, then CopyHtml's allow-list.
 */
export function LocalCopy({ html, locale, values = {} }: { html: string; locale: Locale; values?: Record<string, string | number> }) {
  return <CopyHtml html={localizeCopyLinks(fillCopy(html, values, locale), locale)} />;
}
