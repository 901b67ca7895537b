import styles from './Downloads.module.scss';

/** The direct download or store link: a plain <a> to the configured URL, never an internal route. */
export function DownloadLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className={styles.button}>
      {label}
    </a>
  );
}
