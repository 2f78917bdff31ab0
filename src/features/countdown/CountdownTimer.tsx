import type { Countdown } from "../../../domain/schedule/countdown";
import styles from "./CountdownTimer.module.css";
import { countdownCopy, countdownInWords } from "./countdownCopy";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * Days, hours and minutes, each as two digits. Screen readers get one sentence
 * in words (the digits are hidden from them), updated at most once a minute.
 */
export function CountdownTimer({ countdown, until }: { countdown: Countdown; until: string }) {
  const units = [
    { label: countdownCopy.days, value: countdown.days },
    { label: countdownCopy.hours, value: countdown.hours },
    { label: countdownCopy.minutes, value: countdown.minutes },
  ];
  return (
    <div
      role="timer"
      aria-live="off"
      aria-label={countdownInWords(countdown.days, countdown.hours, countdown.minutes, until)}
      className={styles.timer}
    >
      {units.map((unit, index) => (
        <div key={unit.label} className={styles.unit} aria-hidden="true">
          <span className={styles.value} data-testid={`countdown-${unit.label.toLowerCase()}`}>
            {twoDigits(unit.value)}
          </span>
          <span className={styles.unitLabel}>{unit.label}</span>
          {index < units.length - 1 ? <span className={styles.separator}>:</span> : null}
        </div>
      ))}
    </div>
  );
}
