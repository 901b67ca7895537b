'use client';

import { useEffect, useRef, useState } from 'react';
import formStyles from '@/components/account/forms.module.scss';
import { COMMENT_MAX } from '@/lib/campaign/survey';
import styles from './campaign.module.scss';

interface Props {
  label: string;
  hint: string;
  error?: string;
  attempt: number;
  countText: (count: number) => string;
}

/** Screen readers hear the count once typing pauses, not at every keystroke. */
const ANNOUNCE_AFTER_MS = 1_000;

/** The survey's free-text comment: at most COMMENT_MAX characters, with a live count. */
export function CommentField({ label, hint, error, attempt, countText }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [count, setCount] = useState(0);
  const [spoken, setSpoken] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Text typed before hydration counts too.
  useEffect(() => {
    setCount(ref.current?.value.length ?? 0);
    return () => clearTimeout(timer.current);
  }, []);

  const onInput = (event: React.FormEvent<HTMLTextAreaElement>) => {
    const length = event.currentTarget.value.length;
    setCount(length);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSpoken(countText(length)), ANNOUNCE_AFTER_MS);
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor="field-comment" className={formStyles.label}>{label}</label>
      <p id="comment-hint" className={formStyles.hint}>{hint}</p>
      <textarea ref={ref} id="field-comment" name="comment" rows={5} maxLength={COMMENT_MAX} className={styles.textarea} onInput={onInput}
        aria-invalid={error ? true : undefined} aria-describedby={`comment-hint comment-count${error ? ' comment-error' : ''}`} />
      <p id="comment-count" className={styles.count}>{countText(count)}</p>
      <p className="visually-hidden" aria-live="polite">{spoken}</p>
      {error && <p key={attempt} id="comment-error" role="alert" className={formStyles.error}>{error}</p>}
    </div>
  );
}
