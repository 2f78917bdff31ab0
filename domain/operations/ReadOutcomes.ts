import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import { consoleCall } from "./operationsErrors";
import type { WeeklyOutcomes } from "./outcomeCounts";
import { OUTCOME_WEEKS_SHOWN } from "./outcomeRules";
import type { OutcomeCounts } from "./ports/OutcomeCounts";
import { addWeeks, type WeekId, weekOfInstant, weeksFrom } from "./weeks";

/** The outcomes an operator looks at: the weeks shown (the current one last) and their counts. */
export interface OutcomeWeeks {
  readonly weeks: readonly WeekId[];
  readonly rows: readonly WeeklyOutcomes[];
}

/** The Outcomes section's read: the last OUTCOME_WEEKS_SHOWN weeks in the schedule's time zone. */
export class ReadOutcomes {
  readonly #counts: OutcomeCounts;
  readonly #schedule: MealSchedule;
  readonly #clock: Clock;

  constructor(counts: OutcomeCounts, schedule: MealSchedule, clock: Clock) {
    this.#counts = counts;
    this.#schedule = schedule;
    this.#clock = clock;
  }

  /** Within the backend's time-out; a failure is an OperationsError the console words. */
  execute(): Promise<OutcomeWeeks> {
    return consoleCall(this.#clock, async () => {
      const { timeZone } = await this.#schedule.read();
      const current = weekOfInstant(this.#clock.now(), timeZone);
      const first = addWeeks(current, -(OUTCOME_WEEKS_SHOWN - 1));
      return { weeks: weeksFrom(first, current), rows: await this.#counts.weeksBetween(first, current) };
    });
  }
}
