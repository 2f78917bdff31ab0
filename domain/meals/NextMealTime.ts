import type { Clock } from "../ports/Clock";
import type { Logger } from "../ports/Logger";
import type { MealSchedule } from "../ports/MealSchedule";
import type { Unsubscribe } from "../ports/Unsubscribe";
import { mealCalendarEvent } from "./calendarEvent";
import { type Countdown, countdownAt } from "./countdown";
import type { MealTime } from "./MealTime";
import { COUNTDOWN_REFRESH_INTERVAL_MS } from "./mealRules";

export type CountdownState =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly countdown: Countdown }
  | { readonly status: "failed" };

/**
 * Next meal time (spec §4 Dashboard countdown): loads the schedule, then computes
 * the countdown at once and every 60 s for as long as someone watches.
 */
export class NextMealTime {
  readonly #schedule: MealSchedule;
  readonly #clock: Clock;
  readonly #logger: Logger;

  constructor(schedule: MealSchedule, clock: Clock, logger: Logger) {
    this.#schedule = schedule;
    this.#clock = clock;
    this.#logger = logger;
  }

  watch(listener: (state: CountdownState) => void): Unsubscribe {
    let stopped = false;
    let stopTicking: Unsubscribe = () => {};
    listener({ status: "loading" });
    this.#schedule.list().then(
      (times) => {
        if (stopped) return;
        const tick = () => listener({ status: "ready", countdown: countdownAt(times, this.#clock.now()) });
        tick();
        stopTicking = this.#clock.every(COUNTDOWN_REFRESH_INTERVAL_MS, tick);
      },
      (error: unknown) => {
        this.#logger.warn("Loading the meal schedule failed", error);
        if (!stopped) listener({ status: "failed" });
      },
    );
    return () => {
      stopped = true;
      stopTicking();
    };
  }

  /** The meal as an iCalendar file, for the student's calendar; `host` names the site in the event's id. */
  calendarEventFor(meal: MealTime, host: string): string {
    return mealCalendarEvent(meal, this.#clock.now(), host);
  }
}
