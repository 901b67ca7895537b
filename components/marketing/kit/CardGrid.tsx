import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import styles from './kit.module.scss';

export interface Card {
  title: string;
  text: string;
  /** Unprefixed site path; the title becomes a link in the page's language. */
  href?: string;
}

/** A responsive grid of titled cards (h3), e.g. features or use cases, optionally linking to their pages. */
export function CardGrid({ cards, locale }: { cards: Card[]; locale: Locale }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3>
            {card.href ? (
              <AppLink href={card.href} locale={locale}>
                {card.title}
              </AppLink>
            ) : (
              card.title
            )}
          </h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
