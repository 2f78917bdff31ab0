import { openMealDay } from "../meetups/MealDay";
import type { Backoffice } from "../ports/Backoffice";
import type { Clock } from "../ports/Clock";
import type { MealSchedule } from "../ports/MealSchedule";

/**
 * Developer tools: matches the open meal day now rather than at its cut-off, so that the reveal can
 * be seen at once. Returns the day matched, or null when no day is open.
 */
export class RunMatchingNow {
  readonly #schedule: MealSchedule;
  readonly #backoffice: Backoffice;
  readonly #clock: Clock;

  constructor(schedule: MealSchedule, backoffice: Backoffice, clock: Clock) {
    this.#schedule = schedule;
    this.#backoffice = backoffice;
    this.#clock = clock;
  }

  async execute(): Promise<string | null> {
    const day = openMealDay(await this.#schedule.read(), this.#clock.now());
    if (day === null) return null;
    await this.#backoffice.runMatchingNow(day.id);
    return day.id;
  }
}
