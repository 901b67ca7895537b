import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { Section, StepList } from '@/components/marketing/kit';
import type { appProducts } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { AndroidCompare } from './AndroidCompare';
import { DownloadCta } from './DownloadCta';
import { DownloadLink } from './DownloadLink';
import { releaseTexts } from './releaseTexts';
import styles from './Downloads.module.scss';

export type AppProduct = (typeof appProducts)[number];

const STEP_KEYS = ['1', '2', '3'] as const;
/** Desktop apps are clicked, phone apps tapped: the last install step says which. */
const DESKTOP: ReadonlySet<AppProduct> = new Set(['windows', 'macos']);

/** /download/{windows|macos|ios|androidpro|androidlite}: the link, requirements, install steps and notes. */
export async function ProductPage({ locale, texts, product }: { locale: Locale; texts: FullPageTexts; product: AppProduct }) {
  const t = await getTranslations({ locale, namespace: 'downloadPages' });
  const r = await releaseTexts(locale, product);
  const steps = [
    ...STEP_KEYS.map((key) => t(`products.${product}.steps.${key}`)),
    t(DESKTOP.has(product) ? 'page.connectClick' : 'page.connectTap'),
  ];
  const android = product === 'androidpro' || product === 'androidlite';
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="get" heading={t('page.getHeading')}>
        <ul className={styles.facts}>
          <li>{r.version}</li>
          <li>{r.released}</li>
        </ul>
        <DownloadLink href={r.app.url} label={r.action} />
      </Section>
      <Section id="requirements" heading={t('page.requirementsHeading')} tone="alt">
        <ul className={styles.facts}>
          <li>{r.requires}</li>
          <li>{t(`products.${product}.requirement`)}</li>
        </ul>
      </Section>
      <Section id="install" heading={t('page.installHeading')}>
        <StepList steps={steps} />
      </Section>
      <Section id="notes" heading={t('page.notesHeading', { version: r.app.version })} tone="alt">
        <ul className={styles.facts}>
          {r.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Section>
      {android && <AndroidCompare locale={locale} current={product} tone="plain" />}
      <DownloadCta locale={locale} />
    </>
  );
}
