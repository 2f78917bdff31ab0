import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import { type AllSchoolsWeek, schoolsOfAllSchools } from "./allSchoolsOutcomes";
import { consoleCall } from "./operationsErrors";
import type { WeeklyOutcomes } from "./outcomeCounts";
import { OUTCOME_WEEKS_SHOWN } from "./outcomeRules";
import type { OutcomeCounts } from "./ports/OutcomeCounts";
import { addWeeks, type WeekId, weekOfInstant, weeksFrom } from "./weeks";

/** What the Outcomes section opens on: the weeks shown (the current one last), all schools' counts and the schools to pick from. */
export interface OutcomeWeeks {
  readonly weeks: readonly WeekId[];
  readonly allSchools: readonly AllSchoolsWeek[];
  readonly schools: readonly string[];
}

/**
 * The Outcomes section's reads, over the last OUTCOME_WEEKS_SHOWN weeks in the schedule's time
 * zone: all schools on open (one aggregate a week), a school when it is picked, and every
 * school-week only for the CSV file. Each within the backend's time-out; a failure is an
 * OperationsError the console words.
 */
export class ReadOutcomes {
  readonly #counts: OutcomeCounts;
  readonly #schedule: MealSchedule;
  readonly #clock: Clock;

  constructor(counts: OutcomeCounts, schedule: MealSchedule, clock: Clock) {
    this.#counts = counts;
    this.#schedule = schedule;
    this.#clock = clock;
  }

  execute(): Promise<OutcomeWeeks> {
    return consoleCall(this.#clock, async () => {
      const { timeZone } = await this.#schedule.read();
      const current = weekOfInstant(this.#clock.now(), timeZone);
      const first = addWeeks(current, -(OUTCOME_WEEKS_SHOWN - 1));
      const allSchools = await this.#counts.allSchoolsBetween(first, current);
      return { weeks: weeksFrom(first, current), allSchools, schools: schoolsOfAllSchools(allSchools) };
    });
  }

  /** One school's rows over `weeks` (those execute gave). */
  school(school: string, weeks: readonly WeekId[]): Promise<readonly WeeklyOutcomes[]> {
    return this.#over(weeks, (first, last) => this.#counts.schoolBetween(school, first, last));
  }

  /** Every school-week over `weeks`: as many reads as school-weeks. */
  everySchool(weeks: readonly WeekId[]): Promise<readonly WeeklyOutcomes[]> {
    return this.#over(weeks, (first, last) => this.#counts.everySchoolBetween(first, last));
  }

  #over(
    weeks: readonly WeekId[],
    read: (first: WeekId, last: WeekId) => Promise<readonly WeeklyOutcomes[]>,
  ): Promise<readonly WeeklyOutcomes[]> {
    const [first] = weeks;
    const last = weeks.at(-1);
    return consoleCall(this.#clock, async () => (first === undefined || last === undefined ? [] : read(first, last)));
  }
}
