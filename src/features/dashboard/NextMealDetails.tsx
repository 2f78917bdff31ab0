import { LuCalendarPlus } from "react-icons/lu";
import type { MealTime } from "../../../domain/meals/MealTime";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { dashboardCopy } from "./dashboardCopy";
import styles from "./NextMealDetails.module.css";

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: "long", month: "long", day: "numeric" });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** "Friday, September 5 · 6:30 PM" in the browser's language and time zone. */
function mealWhen(meal: MealTime): string {
  return `${dayFormat.format(meal.startsAt)} · ${timeFormat.format(meal.startsAt)}`;
}

/** Offers the meal as an .ics file the phone's or computer's calendar opens. */
function downloadCalendarEvent(ics: string): void {
  const file = new Blob([ics], {
    type: "text/calendar;charset=utf-8",
  });
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = "strangers-meal.ics";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Under the countdown: when the next meal is, and a way to keep it; or that more are coming. */
export function NextMealDetails({ next }: { next: MealTime | null }) {
  const nextMealTime = useInjection(USE_CASES.nextMealTime);
  if (next === null) return <p className={styles.soon}>{dashboardCopy.noneScheduled}</p>;
  return (
    <div className={styles.details}>
      <p className={styles.when}>
        <time dateTime={new Date(next.startsAt).toISOString()}>{mealWhen(next)}</time>
      </p>
      <button
        type="button"
        className={styles.calendar}
        onClick={() =>
          downloadCalendarEvent(nextMealTime.calendarEventFor(next, window.location.hostname || "strangers.app"))
        }
      >
        <LuCalendarPlus aria-hidden="true" />
        {dashboardCopy.addToCalendar}
      </button>
    </div>
  );
}
