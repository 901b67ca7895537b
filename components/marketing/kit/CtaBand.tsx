import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import styles from './kit.module.scss';

interface Action {
  href: string;
  label: string;
}

interface Props {
  locale: Locale;
  heading: string;
  text?: string;
  primary: Action;
  secondary?: Action;
}

/** The closing call to action of a page: a heading, a sentence and one or two buttons. */
export function CtaBand({ locale, heading, text, primary, secondary }: Props) {
  return (
    <aside className={styles.cta} aria-label={heading}>
      <h2>{heading}</h2>
      {text && <p>{text}</p>}
      <div className={styles.ctaActions}>
        <AppLink href={primary.href} locale={locale} className={styles.buttonPrimary}>
          {primary.label}
        </AppLink>
        {secondary && (
          <AppLink href={secondary.href} locale={locale} className={styles.buttonSecondary}>
            {secondary.label}
          </AppLink>
        )}
      </div>
    </aside>
  );
}
