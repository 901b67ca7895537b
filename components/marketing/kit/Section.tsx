import styles from './kit.module.scss';

interface Props {
  /** Used for the heading's id, so the section is a labelled landmark-like region for screen readers. */
  id: string;
  heading: string;
  intro?: string;
  /** 'alt' gives the section a tinted full-width band to separate it from its neighbours. */
  tone?: 'plain' | 'alt';
  children?: React.ReactNode;
}

/** A titled part of a marketing page: an h2, an optional intro paragraph and its content. */
export function Section({ id, heading, intro, tone = 'plain', children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={`${styles.section} ${tone === 'alt' ? styles.alt : ''}`}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}
