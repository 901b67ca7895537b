'use client';

import { useTranslations } from 'next-intl';
import type { MessageRef } from '@/lib/account/errorMessage';
import styles from './forms.module.scss';

/** A form-level outcome: an error (announced at once) or a success (announced politely). */
export function FormMessage({ message, tone }: { message: MessageRef | null; tone: 'error' | 'success' }) {
  const t = useTranslations('account');
  if (!message) return null;
  const text = 'key' in message ? t(message.key as never) : message.text;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? styles.formError : styles.formSuccess}>
      {text}
    </p>
  );
}
