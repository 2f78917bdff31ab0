import { LuCalendarPlus } from "react-icons/lu";
import { mixerCalendarEvent } from "../../../domain/mixers/mixerCalendarEvent";
import type { MixerCard } from "../../../domain/mixers/mixerCards";
import type { Countdown } from "../../../domain/schedule/countdown";
import type { MealTime } from "../../../domain/schedule/MealTime";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { downloadCalendarFile, siteHost } from "../../features/meetups/downloadCalendarFile";
import { formatDay, formatTime, isoOf } from "../../shared/copy/formatMealTime";
import { dashboardCopy } from "./dashboardCopy";
import styles from "./NextMealDetails.module.css";

/** "Friday, September 5 · 6:30 PM" in the browser's language and time zone. */
function mealWhen(meal: MealTime): string {
  return `${formatDay(meal.startsAt)} · ${formatTime(meal.startsAt)}`;
}

/**
 * Under the countdown: when the next meal is (or the mixer the countdown is about), and a way to
 * keep it; or that more are coming.
 */
export function NextMealDetails({ countdown, mixer }: { countdown: Countdown; mixer: MixerCard | null }) {
  const nextMealTime = useInjection(USE_CASES.nextMealTime);
  const { next } = countdown;
  if (next === null) return <p className={styles.soon}>{dashboardCopy.noneScheduled}</p>;
  const addToCalendar = () =>
    mixer === null
      ? downloadCalendarFile(nextMealTime.calendarEventFor(next, siteHost()), "strangers-meal.ics")
      : downloadCalendarFile(mixerCalendarEvent(mixer, countdown.at, siteHost()), "strangers-mixer.ics");
  return (
    <div className={styles.details}>
      <p className={styles.when}>
        <time dateTime={isoOf(next.startsAt)}>{mealWhen(next)}</time>
      </p>
      <button type="button" className={styles.calendar} onClick={addToCalendar}>
        <LuCalendarPlus aria-hidden="true" />
        {dashboardCopy.addToCalendar}
      </button>
    </div>
  );
}
