import type { PreviewedDate, PreviewedMeal } from "../../../../domain/operations/schedulePreview";
import type { EpochMillis } from "../../../../domain/shared/EpochMillis";
import styles from "./Schedule.module.css";
import { scheduleCopy as copy } from "./scheduleCopy";

/** Moments on the schedule's own clock (the device's when it has none), whatever the operator's zone. */
function clockOf(timeZone: string | null) {
  const zone = timeZone ?? undefined;
  const time = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const moment = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return {
    time: (instant: EpochMillis) => time.format(instant),
    moment: (instant: EpochMillis) => moment.format(instant),
  };
}

const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** "2026-12-03" as "Thursday, December 3, 2026" (a date of the schedule's calendar, named as it is). */
function dateName(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return longDate.format(Date.UTC(year, month - 1, day, 12));
}

const startOf = (meal: PreviewedMeal) => (meal.kind === "mixer" ? meal.startsAt : (meal.slots[0] ?? 0));

/** The next four weeks of the saved schedule: each date's meals, when their opt-in (or RSVP) opens and closes. */
export function SchedulePreview({
  preview,
  timeZone,
}: {
  readonly preview: readonly PreviewedDate[];
  readonly timeZone: string | null;
}) {
  const clock = clockOf(timeZone);
  const describe = (meal: PreviewedMeal) => {
    switch (meal.kind) {
      case "lunch-for-two":
        return {
          what: copy.lunches(meal.slots.map(clock.time).join(", ")),
          when: copy.optIn(clock.moment(meal.optInOpensAt), clock.moment(meal.roundRunsAt)),
        };
      case "group-dinner": {
        const sizes = [...new Set(meal.tableSizes.map((size) => `${size.min} to ${size.max}`))].join(", ");
        return {
          what: copy.dinners(meal.slots.map(clock.time).join(", "), sizes),
          when: copy.optIn(clock.moment(meal.optInOpensAt), clock.moment(meal.roundRunsAt)),
        };
      }
      case "mixer":
        return {
          what: copy.mixer(meal.title, clock.time(meal.startsAt), clock.time(meal.endsAt), meal.capacity),
          when: copy.rsvp(clock.moment(meal.rsvpOpensAt), clock.moment(meal.rsvpClosesAt)),
        };
    }
  };
  return (
    <section className={styles.preview} aria-labelledby="ops-schedule-preview">
      <h3 id="ops-schedule-preview">{copy.previewHeading}</h3>
      <p>{copy.previewIntro(timeZone ?? copy.deviceZone)}</p>
      {preview.length === 0 ? (
        <p>{copy.previewEmpty}</p>
      ) : (
        <ol className={styles.dates}>
          {preview.map((date) => (
            <li key={date.date}>
              <h4>{dateName(date.date)}</h4>
              <ul className={styles.meals}>
                {date.meals.map((meal) => {
                  const { what, when } = describe(meal);
                  return (
                    <li key={`${meal.kind}-${startOf(meal)}`}>
                      <strong>{what}</strong>
                      <span>{when}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
