import { renderIntro } from '@/components/layout/RoutePage';
import { CtaBand, Disclosure } from '@/components/marketing/kit';
import { LocalCopy } from '@/components/marketing/legal/LocalCopy';
import { legalT } from '@/components/marketing/legal/sections';
import { JsonLd } from '@/components/ui/JsonLd';
import { FAQ_KEYS, faqJsonLd, fillCopy, type FaqEntry } from '@/lib/content/faq';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import styles from './FaqPage.module.scss';

/**
 * The FAQ (docs/behaviour.md#content): 19 numbered questions that open to their answers, with no client
 * JavaScript (native details/summary), and the same questions and answers as FAQPage structured data.
 */
export async function FaqPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await legalT(locale);
  const values = figureValues(locale);
  const entries: (FaqEntry & { key: string })[] = FAQ_KEYS.map((key) => ({
    key,
    question: t(`faqPage.items.${key}.q`),
    answerHtml: fillCopy(String(t.raw(`faqPage.items.${key}.a`)), values, locale),
  }));
  const number = new Intl.NumberFormat(locale);

  return (
    <>
      <JsonLd data={faqJsonLd(entries)} />
      {renderIntro(locale, texts)}
      <div className={styles.list}>
        {entries.map((entry, i) => (
          <Disclosure
            key={entry.key}
            id={`faq-${entry.key}`}
            summary={
              <>
                <span className={styles.number}>{`${number.format(i + 1)}.`}</span>
                <span>{entry.question}</span>
              </>
            }
          >
            <LocalCopy html={entry.answerHtml} locale={locale} />
          </Disclosure>
        ))}
      </div>
      <CtaBand
        locale={locale}
        heading={t('faqPage.cta.heading')}
        text={t('faqPage.cta.text')}
        primary={{ href: '/contact-us', label: t('faqPage.cta.action') }}
      />
    </>
  );
}
