import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import styles from './PageIntro.module.scss';

/** Says that the content below is shown in English because it has no translation yet. */
export async function FallbackNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <p className={styles.note} role="note">
      {t('fallbackNote')}
    </p>
  );
}
