import { landing } from "./landingContent";
import styles from "./Stats.module.css";

/** The pitch in three figures (spec §1). */
export function Stats() {
  return (
    <ul className={styles.stats}>
      {landing.stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          <span className={styles.value}>{stat.value}</span>
          <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
