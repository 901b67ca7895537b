import styles from './kit.module.scss';

/**
 * A question that opens to its answer: native <details>, so it works with the keyboard and screen readers
 * and without JavaScript, and the browser's find-in-page opens it.
 */
export function Disclosure({ summary, children, id }: { summary: React.ReactNode; children: React.ReactNode; id?: string }) {
  return (
    <details className={styles.disclosure} id={id}>
      <summary>{summary}</summary>
      <div>{children}</div>
    </details>
  );
}
