'use client';

import formStyles from '@/components/account/forms.module.scss';

/** A form's outcome: an error is announced at once (role=alert), a confirmation politely (role=status). */
export function FormAlert({ text, tone }: { text: string | null; tone: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? formStyles.formError : formStyles.formSuccess}>
      {text}
    </p>
  );
}
