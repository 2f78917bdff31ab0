import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import type { Unsubscribe } from "../shared/ports/Unsubscribe";
import { mealCalendarEvent } from "./calendarEvent";
import { type Countdown, countdownAt } from "./countdown";
import type { MealTime } from "./MealTime";
import { COUNTDOWN_REFRESH_INTERVAL_MS, SCHEDULE_RETRY_FIRST_DELAY_MS, SCHEDULE_RETRY_MAX_DELAY_MS } from "./mealRules";
import type { MealSchedule } from "./ports/MealSchedule";

export type CountdownState =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly countdown: Countdown }
  /** The schedule could not be loaded; it is asked again by itself, or at once with `retryNow`. */
  | { readonly status: "failed" };

/** What watching the countdown gives: a way to stop, and to ask again at once after a failure. */
export interface CountdownWatch {
  stop(): void;
  retryNow(): void;
}

/**
 * Next meal time (spec §4 Dashboard countdown): loads the schedule, then computes the countdown
 * at once, every 60 s, and whenever the clock jumps (a skip, a device waking) for as long as
 * someone watches. A schedule that fails to load, or gives no answer within the backend's
 * time-out, is asked again after 2 s, then twice as long each time, up to a minute apart.
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

  watch(listener: (state: CountdownState) => void): CountdownWatch {
    let stopped = false;
    let loading = false;
    let cancelTimer: Unsubscribe = () => {};
    let stopFollowingJumps: Unsubscribe = () => {};
    let retryDelay = SCHEDULE_RETRY_FIRST_DELAY_MS;
    const load = () => {
      if (stopped || loading) return;
      loading = true;
      cancelTimer();
      listener({ status: "loading" });
      withBackendTimeout(this.#clock, this.#schedule.read()).then(
        (calendar) => {
          loading = false;
          if (stopped) return;
          const tick = () => listener({ status: "ready", countdown: countdownAt(calendar, this.#clock.now()) });
          tick();
          cancelTimer = this.#clock.every(COUNTDOWN_REFRESH_INTERVAL_MS, tick);
          stopFollowingJumps();
          stopFollowingJumps = this.#clock.onJump?.(tick) ?? (() => {});
        },
        (error: unknown) => {
          loading = false;
          this.#logger.warn("Loading the meal schedule failed", error);
          if (stopped) return;
          listener({ status: "failed" });
          cancelTimer = this.#clock.after(retryDelay, load);
          retryDelay = Math.min(retryDelay * 2, SCHEDULE_RETRY_MAX_DELAY_MS);
        },
      );
    };
    load();
    return {
      stop: () => {
        stopped = true;
        cancelTimer();
        stopFollowingJumps();
      },
      retryNow: () => {
        retryDelay = SCHEDULE_RETRY_FIRST_DELAY_MS;
        load();
      },
    };
  }

  /** The meal as an iCalendar file, for the student's calendar; `host` names the site in the event's id. */
  calendarEventFor(meal: MealTime, host: string): string {
    return mealCalendarEvent(meal, this.#clock.now(), host);
  }
}
