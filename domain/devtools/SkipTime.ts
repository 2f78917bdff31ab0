import { matchStatus, mealEndsAt } from "../meetups/matchStatus";
import { FIND_EACH_OTHER_BEFORE_MEAL_MS } from "../meetups/meetupRules";
import type { MatchStore } from "../meetups/ports/MatchStore";
import { goingMixers } from "../mixers/goingMixers";
import { checkInOpensAt } from "../mixers/Mixer";
import type { MixerStore } from "../mixers/ports/MixerStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import { MINUTE_MS } from "../shared/time";
import type { ClockControl } from "./ports/ClockControl";

/** Where "Skip to after the meal" lands: a few minutes after it ends. */
export const AFTER_MEAL_MARGIN_MS = 5 * MINUTE_MS;

export type SkipTarget = "before-meal" | "after-meal";

/** A meal or a mixer of the student's: its moments before it (in order), and when it ends. */
interface Upcoming {
  readonly startsAt: EpochMillis;
  readonly before: readonly EpochMillis[];
  readonly endsAt: EpochMillis;
}

/**
 * Developer tools (offline backend): moves the app's clock to a moment of the signed-in student's
 * next meal or mixer: before it, or just after it (the check-in). Before a meal is 15 minutes before
 * (the colour screen opens); before a mixer, its door (15 minutes before: "I'm here"), and at the
 * next skip its start (the icebreaker circles).
 */
export class SkipTime {
  readonly #control: ClockControl;
  readonly #clock: Clock;
  readonly #matches: MatchStore;
  readonly #session: Session;
  readonly #mixers: { readonly schedule: MealSchedule; readonly mixers: MixerStore } | null;

  constructor(
    control: ClockControl,
    clock: Clock,
    matches: MatchStore,
    session: Session,
    mixers: { readonly schedule: MealSchedule; readonly mixers: MixerStore } | null = null,
  ) {
    this.#control = control;
    this.#clock = clock;
    this.#matches = matches;
    this.#session = session;
    this.#mixers = mixers;
  }

  /** Skips to the target; false when the student has no meal or mixer to skip to. */
  async skipTo(target: SkipTarget): Promise<boolean> {
    const user = this.#session.current();
    if (user === null) return false;
    const now = this.#clock.now();
    const meals: Upcoming[] = (await this.#matches.listForStudent(user.uid))
      .filter((match) => matchStatus(match, now) !== "off" && mealEndsAt(match) > now)
      .map((match) => ({
        startsAt: match.slot,
        before: [match.slot - FIND_EACH_OTHER_BEFORE_MEAL_MS],
        endsAt: mealEndsAt(match),
      }));
    const mixers: Upcoming[] =
      this.#mixers === null
        ? []
        : (await goingMixers(this.#mixers, user, now)).map((mixer) => ({
            startsAt: mixer.startsAt,
            before: [checkInOpensAt(mixer), mixer.startsAt],
            endsAt: mixer.endsAt,
          }));
    const upcoming = [...meals, ...mixers].sort((a, b) => a.startsAt - b.startsAt);
    // Before: the next moment still ahead of any of them (a mixer under way does not hide the meal
    // after it); after: the end of the soonest.
    const instant =
      target === "before-meal"
        ? Math.min(...upcoming.flatMap((next) => next.before.filter((moment) => moment > now)))
        : (upcoming[0]?.endsAt ?? Number.NEGATIVE_INFINITY) + AFTER_MEAL_MARGIN_MS;
    if (!Number.isFinite(instant) || instant <= now) return false;
    this.#control.skipTo(instant);
    return true;
  }
}
