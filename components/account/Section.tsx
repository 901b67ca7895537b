'use client';

import { useTranslations } from 'next-intl';
import type { Load } from '@/lib/account/useLoad';
import styles from './MyAccount.module.scss';

interface Props<T> {
  id: string;
  title: string;
  load: Load<T>;
  children: (data: T) => React.ReactNode;
}

/** A titled part of the account page: a skeleton while loading, a message if it failed, else its content. */
export function Section<T>({ id, title, load, children }: Props<T>) {
  const t = useTranslations('account.my');
  return (
    <section aria-labelledby={id} className={styles.section} aria-busy={load.state === 'loading'}>
      <h2 id={id}>{title}</h2>
      {load.state === 'loading' && (
        <div className={styles.skeleton} role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      )}
      {load.state === 'error' && <p role="alert">{t('sectionFailed')}</p>}
      {load.state === 'ready' && children(load.data)}
    </section>
  );
}
