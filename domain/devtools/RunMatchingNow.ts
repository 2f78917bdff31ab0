import { openMealDays } from "../meetups/MealDay";
import type { Backoffice } from "../meetups/ports/Backoffice";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";

/**
 * Developer tools: matches each open meal day now (its pairs, or its group dinner's tables) rather
 * than at its cut-off, so that the reveal can be seen at once. Returns the days matched, none when
 * no day is open.
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

  async execute(): Promise<string[]> {
    const days = openMealDays(await this.#schedule.read(), this.#clock.now());
    for (const day of days) await this.#backoffice.runMatchingNow(day.id);
    return days.map((day) => day.id);
  }
}
