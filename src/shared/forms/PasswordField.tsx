import { useState } from "react";
import { LuEye, LuEyeOff } from "react-icons/lu";
import styles from "./fields.module.css";
import { TextField } from "./TextField";

interface PasswordFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: "current-password" | "new-password";
  readonly showLabel: string;
  readonly hideLabel: string;
  readonly disabled?: boolean;
  readonly problem?: string | null;
  readonly reserveProblemSpace?: boolean;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ showLabel, hideLabel, onChange, disabled, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={visible ? "text" : "password"}
      required
      disabled={disabled}
      spellCheck={false}
      autoCapitalize="none"
      onChange={(event) => onChange(event.target.value)}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-label={visible ? hideLabel : showLabel}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <LuEyeOff aria-hidden="true" /> : <LuEye aria-hidden="true" />}
        </button>
      }
    />
  );
}
