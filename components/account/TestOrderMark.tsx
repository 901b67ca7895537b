// The mark beside anything a test payment gave (docs/api.md#payment-providers): a receipt, the subscription.
// Words, not a colour alone, so it reads the same to a screen reader and in print.
import { useTranslations } from 'next-intl';
import styles from './TestOrderMark.module.scss';

export function TestOrderMark() {
  const t = useTranslations('account.my');
  return <span className={styles.mark} data-testid="test-mark">{t('test')}</span>;
}
