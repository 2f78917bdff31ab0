import type { ReactNode } from "react";
import styles from "./Operations.module.css";

/** One section of the console, headed by its name (the headings the tests and the section links rely on). */
export function ConsoleSection({
  id,
  heading,
  intro,
  children,
}: {
  readonly id: string;
  readonly heading: string;
  readonly intro?: string;
  readonly children: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro === undefined ? null : <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
