/** What was typed or ticked in a form before its code ran: control id → its value now. */
export type TypedValues = ReadonlyMap<string, string | boolean>;

/**
 * Reads, right after hydration, the controls whose value differs from the one rendered. React 19
 * keeps what the browser shows when it hydrates an input, but its state still holds the rendered
 * value: the form adopts these values into its state (and so runs its live checks on them).
 */
export function typedBeforeHydration(form: HTMLFormElement): TypedValues {
  const typed = new Map<string, string | boolean>();
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[id], textarea[id]")) {
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== control.defaultChecked) typed.set(control.id, control.checked);
    } else if (control.value !== control.defaultValue) {
      typed.set(control.id, control.value);
    }
  }
  return typed;
}

/** The text typed into control `id` before the script ran, else `current`. */
export function typedText(typed: TypedValues, id: string, current: string): string {
  const value = typed.get(id);
  return typeof value === "string" ? value : current;
}

/** Whether checkbox `id` was ticked before the script ran, else `current`. */
export function typedCheck(typed: TypedValues, id: string, current: boolean): boolean {
  const value = typed.get(id);
  return typeof value === "boolean" ? value : current;
}
