import type { ReactNode } from "react";
import styles from "./fields.module.css";

interface CheckboxFieldProps {
  readonly id: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  /** The label, which may hold a link (the link stays clickable on its own). */
  readonly children: ReactNode;
}

export function CheckboxField({ id, checked, onChange, disabled, children }: CheckboxFieldProps) {
  return (
    <div className={styles.checkboxRow}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        required
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
