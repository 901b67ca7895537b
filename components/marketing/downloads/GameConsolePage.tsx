import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { Section, StepList } from '@/components/marketing/kit';
import { consoles } from '@/lib/content/catalog';
import { consoleNames } from '@/lib/content/downloads';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { DownloadCta } from './DownloadCta';
import styles from './Downloads.module.scss';

type Console = (typeof consoles)[number];

const METHODS = [
  { key: 'smartDns', id: 'smart-dns' },
  { key: 'router', id: 'router' },
  { key: 'computer', id: 'computer' },
] as const;
const STEP_KEYS = ['1', '2', '3', '4'] as const;

interface Props {
  locale: Locale;
  texts: FullPageTexts;
  /** /download/xbox, /playstation and /switch show this page with their console's DNS menu first. */
  focus?: Console;
}

/** /download/game-console (and the three console paths): consoles have no app, so three ways to connect them. */
export async function GameConsolePage({ locale, texts, focus }: Props) {
  const t = await getTranslations({ locale, namespace: 'downloadPages.consoles' });
  const order = focus ? [focus, ...consoles.filter((c) => c !== focus)] : [...consoles];
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="methods" heading={t('methodsHeading')} intro={t('methodsIntro')}>
        <ul className={styles.facts}>
          {METHODS.map((m) => (
            <li key={m.key}>
              <a href={`#${m.id}-heading`}>{t(`methods.${m.key}.heading`)}</a>
            </li>
          ))}
        </ul>
      </Section>
      {METHODS.map((m, i) => (
        <Section key={m.key} id={m.id} heading={t(`methods.${m.key}.heading`)} tone={i % 2 === 0 ? 'alt' : 'plain'}>
          <p className={styles.methodFits}>{t(`methods.${m.key}.fits`)}</p>
          <StepList steps={STEP_KEYS.map((key) => t(`methods.${m.key}.steps.${key}`))} />
          {m.key === 'smartDns' && (
            <>
              <h3>{t('dnsHeading')}</h3>
              <dl className={styles.paths}>
                {order.map((c) => (
                  <div key={c}>
                    <dt>{consoleNames[c]}</dt>
                    <dd>{t(`dnsPaths.${c}`)}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </Section>
      ))}
      <DownloadCta locale={locale} />
    </>
  );
}
