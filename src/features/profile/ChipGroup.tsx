import type { ReactNode } from "react";
import styles from "./ProfilePage.module.css";

interface ChipGroupProps {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly string[];
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
  readonly labelOf?: (option: string) => string;
  readonly hint?: ReactNode;
  readonly problem?: string | null;
  /** Options not yet chosen can no longer be chosen (a limit is reached). */
  readonly full?: boolean;
}

/** A set of checkboxes drawn as chips: a real fieldset with a legend, each chip a labelled checkbox. */
export function ChipGroup({
  legend,
  name,
  options,
  selected,
  onChange,
  labelOf = (option) => option,
  hint,
  problem,
  full = false,
}: ChipGroupProps) {
  const problemId = `${name}-problem`;
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...selected, option] : selected.filter((item) => item !== option));
  return (
    <fieldset className={styles.group} aria-describedby={problem ? problemId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.chips}>
        {options.map((option) => {
          const checked = selected.includes(option);
          return (
            <label key={option} className={styles.chip} data-checked={checked}>
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              {labelOf(option)}
            </label>
          );
        })}
      </div>
      {problem ? (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
