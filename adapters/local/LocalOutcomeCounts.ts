import type { Match } from "../../domain/meetups/Match";
import type { OptIn } from "../../domain/meetups/OptIn";
import type { SafetyReport } from "../../domain/meetups/Report";
import { type AllSchoolsWeek, sumAllSchools } from "../../domain/operations/allSchoolsOutcomes";
import type { WeeklyOutcomes } from "../../domain/operations/outcomeCounts";
import type { OutcomeCounts } from "../../domain/operations/ports/OutcomeCounts";
import { recountOutcomes } from "../../domain/operations/recountOutcomes";
import type { WeekId } from "../../domain/operations/weeks";
import { readStoredProfile } from "../../domain/profile/storedProfile";
import type { ProfileDocument } from "../../domain/profile/UserProfile";
import type { RescueOffer } from "../../domain/rescue/RescueOffer";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { Clock } from "../../domain/shared/ports/Clock";
import { type LocalDatabase, requestResult, type StoreName } from "./LocalDatabase";

/**
 * The outcomes offline: the local backend keeps no aggregates, it recounts its own documents (a
 * browser's worth of demo students) with the same rules as the functions' running counts, and adds
 * them up per week for all schools as the functions do (sumAllSchools). For the
 * operator signed in only, as the rules answer operators only on Firebase (`operatorOnly` throws
 * for anyone else).
 */
export class LocalOutcomeCounts implements OutcomeCounts {
  readonly #database: LocalDatabase;
  readonly #schedule: MealSchedule;
  readonly #clock: Clock;
  readonly #operatorOnly: () => Promise<unknown>;

  constructor(database: LocalDatabase, schedule: MealSchedule, clock: Clock, operatorOnly: () => Promise<unknown>) {
    this.#database = database;
    this.#schedule = schedule;
    this.#clock = clock;
    this.#operatorOnly = operatorOnly;
  }

  async allSchoolsBetween(first: WeekId, last: WeekId): Promise<readonly AllSchoolsWeek[]> {
    return sumAllSchools(await this.#recount(first, last));
  }

  async schoolBetween(school: string, first: WeekId, last: WeekId): Promise<readonly WeeklyOutcomes[]> {
    return (await this.#recount(first, last)).filter((row) => row.school === school);
  }

  everySchoolBetween(first: WeekId, last: WeekId): Promise<readonly WeeklyOutcomes[]> {
    return this.#recount(first, last);
  }

  async #recount(first: WeekId, last: WeekId): Promise<WeeklyOutcomes[]> {
    await this.#operatorOnly();
    const { timeZone } = await this.#schedule.read();
    const documents = await this.#database.transact(
      ["accounts", "profiles", "optIns", "matches", "reports", "rescueOffers"],
      "readonly",
      async (transaction) => {
        const all = <T>(store: StoreName) => requestResult<T[]>(transaction.objectStore(store).getAll());
        const [accounts, profiles, optIns, matches, reports, rescueOffers] = await Promise.all([
          all<{ email: string; createdAt: number }>("accounts"),
          all<ProfileDocument>("profiles"),
          all<OptIn>("optIns"),
          all<Match>("matches"),
          all<SafetyReport & { reviewedAt?: EpochMillis }>("reports"),
          all<RescueOffer>("rescueOffers"),
        ]);
        return { accounts, profiles: profiles.map(readStoredProfile), optIns, matches, reports, rescueOffers };
      },
    );
    return recountOutcomes(documents, timeZone, this.#clock.now()).filter(
      (row) => row.week >= first && row.week <= last,
    );
  }
}
