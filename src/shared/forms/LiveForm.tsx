import type { FormEvent, ReactNode } from "react";
import { useHydrated } from "../ui/useHydrated";
import styles from "./fields.module.css";

interface LiveFormProps {
  readonly className?: string;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly children: ReactNode;
}

/**
 * A form the app handles itself. On a pre-rendered page its controls stay disabled until the
 * script has taken over: typed before that, a submit would reload the page and lose the input.
 */
export function LiveForm({ className, busy, onSubmit, children }: LiveFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <fieldset className={[styles.controls, className].filter(Boolean).join(" ")} disabled={!useHydrated()}>
        {children}
      </fieldset>
    </form>
  );
}
