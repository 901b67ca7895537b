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
          {/* bdi: "21,000+" keeps its own direction, so the plus stays after the number in Arabic. */}
          <bdi className={styles.factValue}>{fact.value}</bdi>
          <span>{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}
