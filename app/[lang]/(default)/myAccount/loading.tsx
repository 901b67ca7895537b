import styles from '@/components/account/MyAccount.module.scss';

/** Shown while the account page is checked and rendered on the server: never a blank page. */
export default function Loading() {
  return (
    <div className={styles.grid} aria-busy="true">
      {[1, 2, 3].map((n) => (
        <div key={n} className={styles.section}>
          <div className={styles.skeleton} />
        </div>
      ))}
    </div>
  );
}
