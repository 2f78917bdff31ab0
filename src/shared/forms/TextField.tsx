import type { InputHTMLAttributes, ReactNode } from "react";
import styles from "./fields.module.css";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  readonly id: string;
  readonly label: string;
  /** Shown under the field and tied to it for screen readers. */
  readonly problem?: string | null;
  /** Something beside the input, such as a show/hide button. */
  readonly trailing?: ReactNode;
  /**
   * Keeps a line for the problem even while there is none, so that a message appearing as the
   * student types does not push the rest of the form down.
   */
  readonly reserveProblemSpace?: boolean;
}

export function TextField({ id, label, problem, trailing, reserveProblemSpace = false, ...input }: TextFieldProps) {
  const problemId = `${id}-problem`;
  // A hint the caller ties to the input, and the problem when there is one.
  const describedBy = [input["aria-describedby"], problem ? problemId : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          {...input}
          id={id}
          className={styles.input}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy === "" ? undefined : describedBy}
        />
        {trailing}
      </div>
      {problem || reserveProblemSpace ? (
        <p id={problemId} className={reserveProblemSpace ? styles.reservedProblem : styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
