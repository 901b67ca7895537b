import styles from './PageIntro.module.scss';

interface Props {
  heading: string;
  lead: string;
  children?: React.ReactNode;
}

/** The heading and lead paragraph every page opens with. */
export function PageIntro({ heading, lead, children }: Props) {
  return (
    <div className={styles.intro}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  );
}
