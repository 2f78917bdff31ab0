import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { formatTime } from "../../shared/copy/formatMealTime";
import styles from "../../shared/ui/cards.module.css";

interface SlotPickerProps {
  readonly legend: string;
  readonly hint?: string;
  readonly slots: readonly EpochMillis[];
  readonly selected: readonly EpochMillis[];
  readonly disabled?: boolean;
  readonly onChange: (selected: EpochMillis[]) => void;
}

/** The times of a meal day as checkboxes styled as chips: pick as many as suit. */
export function SlotPicker({ legend, hint, slots, selected, disabled = false, onChange }: SlotPickerProps) {
  const toggle = (slot: EpochMillis, checked: boolean) =>
    onChange(checked ? [...selected, slot].sort((a, b) => a - b) : selected.filter((chosen) => chosen !== slot));
  return (
    <fieldset className={styles.slots} disabled={disabled}>
      <legend>{legend}</legend>
      {hint === undefined ? null : <p className={styles.meta}>{hint}</p>}
      {slots.map((slot) => (
        <label key={slot} className={styles.slot}>
          <input
            type="checkbox"
            checked={selected.includes(slot)}
            onChange={(event) => toggle(slot, event.target.checked)}
          />
          <span>{formatTime(slot)}</span>
        </label>
      ))}
    </fieldset>
  );
}
