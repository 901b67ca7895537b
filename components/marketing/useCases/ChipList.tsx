import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import styles from './useCases.module.scss';

export interface Chip {
  label: string;
  /** Unprefixed site path; without it the name is shown as plain text. */
  href?: string;
}

/**
 * Service names as a row of pills, each a link to its guide when it has one. `bdi` keeps a Latin name whole in
 * right-to-left text ("Disney+" would otherwise read "+Disney" in Arabic).
 */
export function ChipList({ chips, locale }: { chips: Chip[]; locale: Locale }) {
  return (
    <ul className={styles.chips}>
      {chips.map((chip) => (
        <li key={chip.label}>
          {chip.href ? (
            <AppLink href={chip.href} locale={locale}>
              <bdi>{chip.label}</bdi>
            </AppLink>
          ) : (
            <bdi>{chip.label}</bdi>
          )}
        </li>
      ))}
    </ul>
  );
}
