import { sanitizeCopyHtml } from '@/lib/content/html';
import styles from './kit.module.scss';

/** Long-form copy written as a little HTML in the message files, rendered after the allow-list. */
export function CopyHtml({ html, as: Tag = 'div' }: { html: string; as?: 'div' | 'section' }) {
  return <Tag className={styles.prose} dangerouslySetInnerHTML={{ __html: sanitizeCopyHtml(html) }} />;
}
