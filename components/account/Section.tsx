'use client';

import { useTranslations } from 'next-intl';
import type { Load } from '@/lib/account/useLoad';
import { SectionFrame, SectionSkeleton } from './SectionFrame';

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
    <SectionFrame id={id} title={title} busy={load.state === 'loading'}>
      {load.state === 'loading' && <SectionSkeleton />}
      {load.state === 'error' && <p role="alert">{t('sectionFailed')}</p>}
      {load.state === 'ready' && children(load.data)}
    </SectionFrame>
  );
}
