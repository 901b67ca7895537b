// A titled part of the account page, as the browser and the server both draw it: the frame, and the skeleton a
// part shows while it is on its way. No hooks but next-intl's, so a server component can draw a whole section
// (docs/behaviour.md#account-data) and the browser's Section (./Section.tsx) draws the same markup.
import { useTranslations } from 'next-intl';
import styles from './MyAccount.module.scss';

export function SectionFrame({ id, title, busy = false, children }: { id: string; title: string; busy?: boolean; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section} aria-busy={busy}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function SectionSkeleton() {
  const t = useTranslations('account.my');
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** A section while its part is on its way: its title and the skeleton, in the browser's boundaries and the server's. */
export function SectionPending({ id, title }: { id: string; title: string }) {
  return (
    <SectionFrame id={id} title={title} busy>
      <SectionSkeleton />
    </SectionFrame>
  );
}
