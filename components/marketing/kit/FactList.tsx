import styles from './kit.module.scss';

export interface Fact {
  value: string;
  label: string;
}

/** Headline figures (servers, countries, users…), each a value with its label. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.label} className={styles.fact}>
          <span className={styles.factValue}>{fact.value}</span>
          <span>{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}
