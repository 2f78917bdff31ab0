import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import { groupBy } from "../shared/groupBy";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { allOnMealPlan, placedAndSignalled } from "./formMatches";
import { isUntoldTable, mergedInto } from "./Match";
import { activeMembers, othersOf } from "./matchStatus";
import type { MatchLedger } from "./ports/MatchLedger";
import type { PlaceDirectory } from "./ports/PlaceDirectory";
import { readProfiles } from "./readProfiles";
import { tableToldEmail } from "./tableEmails";

export interface RevealTablesPorts {
  readonly matches: MatchLedger;
  readonly profiles: ProfileStore;
  readonly places: PlaceDirectory;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * The second stage of a group dinner's reveal (system): once a table's day has come (`revealAt`),
 * it is given one of the school's places (spread as evenly as the day's other meals allow) and a
 * signal no other group on the floor with it has, and its members' first names; each member still
 * at the table is emailed who and where. Each table once: one told already is left as it is.
 */
export class RevealTables {
  readonly #ports: RevealTablesPorts;

  constructor(ports: RevealTablesPorts) {
    this.#ports = ports;
  }

  /** Tells the tables of the meal day (at one school, if given) whose time has come; returns their ids. */
  async execute(dayId: string, school?: string): Promise<string[]> {
    const { matches, places, clock } = this.#ports;
    const now = clock.now();
    const dayMatches = await matches.listForDay(dayId, school);
    const due = dayMatches.filter(
      (match) => isUntoldTable(match) && now >= match.revealAt && mergedInto(match) === null,
    );
    if (due.length === 0) return [];
    const profiles = await readProfiles(
      this.#ports.profiles,
      due.flatMap((table) => table.memberIds),
    );
    const { timeZone } = await this.#ports.schedule.read();
    const told: string[] = [];
    for (const [school, tables] of groupBy(due, (table) => table.school)) {
      const existing = dayMatches.filter((match) => match.school === school && match.place !== null);
      const schoolPlaces = await places.placesFor(school);
      for (const table of placedAndSignalled(tables, existing, schoolPlaces, allOnMealPlan(profiles))) {
        // A school with no place at all cannot be told where: the round has told the operators.
        if (table.place === null) continue;
        const firstNames = Object.fromEntries(table.memberIds.map((uid) => [uid, profiles.get(uid)?.first_name ?? ""]));
        if (!(await matches.revealTable(table.id, { place: table.place, signal: table.signal, firstNames }))) continue;
        told.push(table.id);
        const withNames = {
          ...table,
          members: Object.fromEntries(
            Object.entries(table.members).map(([uid, member]) => [
              uid,
              { ...member, firstName: firstNames[uid] ?? "" },
            ]),
          ),
        };
        for (const member of activeMembers(withNames)) {
          const to = profiles.get(member.uid)?.email;
          if (to === undefined || to === "") continue;
          await this.#ports.mailer.send(tableToldEmail(to, withNames, othersOf(withNames, member.uid), timeZone));
        }
      }
    }
    return told;
  }
}
