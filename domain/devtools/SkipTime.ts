import { matchStatus, mealEndsAt } from "../meetups/matchStatus";
import { FIND_EACH_OTHER_BEFORE_MEAL_MS } from "../meetups/meetupRules";
import type { Clock } from "../ports/Clock";
import type { ClockControl } from "../ports/ClockControl";
import type { MatchStore } from "../ports/MatchStore";
import type { Session } from "../session/Session";
import { MINUTE_MS } from "../shared/time";

/** Where "Skip to after the meal" lands: a few minutes after it ends. */
export const AFTER_MEAL_MARGIN_MS = 5 * MINUTE_MS;

export type SkipTarget = "before-meal" | "after-meal";

/**
 * Developer tools (offline backend): moves the app's clock to a moment of the signed-in student's
 * next meal: 15 minutes before it (the colour screen opens), or just after it (the check-in).
 */
export class SkipTime {
  readonly #control: ClockControl;
  readonly #clock: Clock;
  readonly #matches: MatchStore;
  readonly #session: Session;

  constructor(control: ClockControl, clock: Clock, matches: MatchStore, session: Session) {
    this.#control = control;
    this.#clock = clock;
    this.#matches = matches;
    this.#session = session;
  }

  /** Skips to the target; false when the student has no meal to skip to. */
  async skipTo(target: SkipTarget): Promise<boolean> {
    const user = this.#session.current();
    if (user === null) return false;
    const now = this.#clock.now();
    const upcoming = (await this.#matches.listForStudent(user.uid))
      .filter((match) => matchStatus(match, now) !== "off" && mealEndsAt(match) > now)
      .sort((a, b) => a.slot - b.slot)[0];
    if (upcoming === undefined) return false;
    const instant =
      target === "before-meal"
        ? upcoming.slot - FIND_EACH_OTHER_BEFORE_MEAL_MS
        : mealEndsAt(upcoming) + AFTER_MEAL_MARGIN_MS;
    if (instant > now) this.#control.skipTo(instant);
    return instant > now;
  }
}
