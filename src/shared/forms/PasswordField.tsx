import { useRef, useState } from "react";
import { LuEye, LuEyeOff } from "react-icons/lu";
import { useTapsHeldUntilLive } from "../ui/useTapsHeldUntilLive";
import styles from "./fields.module.css";
import { HELD_TAP_ATTRIBUTE } from "./heldUntilLive";
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

/** A password input with a button that shows or hides what was typed (a tap before the page is live counts). */
export function PasswordField({ showLabel, hideLabel, onChange, disabled, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const reveal = useRef<HTMLButtonElement>(null);
  useTapsHeldUntilLive(reveal);
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
          ref={reveal}
          type="button"
          className={styles.reveal}
          {...{ [HELD_TAP_ATTRIBUTE]: "" }}
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
