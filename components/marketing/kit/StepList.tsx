import styles from './kit.module.scss';

/** Numbered how-to steps; the numbers come from CSS counters so screen readers hear a plain ordered list. */
export function StepList({ steps }: { steps: string[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}
