import { pairKey } from "../matching/pairKey";
import type { TableSizeRange } from "../matching/seatingModel";
import { DEFAULT_TABLE_SIZE } from "../matching/seatingModel";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { type Match, type MatchMember, mergedInto, mergedIntoNotice } from "./Match";
import { mealDayById } from "./MealDay";
import { matchingExclusions } from "./matchingExclusions";
import { activeMembers, confirmDeadlineOf, matchStatus } from "./matchStatus";
import { calledOffEmail } from "./meetupEmails";
import type { MatchLedger } from "./ports/MatchLedger";
import type { ReportLedger } from "./ports/ReportLedger";
import { readProfiles } from "./readProfiles";
import { tablesMergedEmail } from "./tableEmails";
import { TABLE_MIN_TO_MEET } from "./tableRules";

export interface MergeSmallTablesPorts {
  readonly matches: MatchLedger;
  readonly reports: ReportLedger;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/** The notice of a table that was looked at once its cut-off passed (merged, called off, or on). */
const CALLED_OFF = "called-off";

/**
 * A group dinner's cut-off (system, 4 h before the meal): a table where fewer than three confirmed
 * does not go on as it is. Its confirmed members join another table of their school at the same
 * place and time that is on and has room for them all (the one with the most room), provided
 * nobody there is someone they must not sit with; the table is then marked merged and everyone
 * concerned is emailed. With no such table it is called off: the members still in are told, and
 * nobody is penalised. Each table once.
 */
export class MergeSmallTables {
  readonly #ports: MergeSmallTablesPorts;

  constructor(ports: MergeSmallTablesPorts) {
    this.#ports = ports;
  }

  /** The day's small tables, at one school if given (a table only ever merges within its school). */
  async execute(dayId: string, school?: string): Promise<void> {
    await this.#merge(dayId, () => this.#ports.matches.listForDay(dayId, school));
  }

  /** One school's small tables at one time of the day (a table only merges into one at its time): only those are read. */
  async executeAt(dayId: string, school: string, slot: EpochMillis): Promise<void> {
    await this.#merge(dayId, () => this.#ports.matches.listForSlot(dayId, school, slot));
  }

  async #merge(dayId: string, list: () => Promise<readonly Match[]>): Promise<void> {
    const { matches, clock } = this.#ports;
    const now = clock.now();
    const calendar = await this.#ports.schedule.read();
    const day = mealDayById(calendar, dayId);
    const rangeAt = (slot: number): TableSizeRange => day?.tableSizes[day.slots.indexOf(slot)] ?? DEFAULT_TABLE_SIZE;
    let dayMatches = await list();
    const small = dayMatches.filter(
      (table) =>
        table.kind === "group-dinner" &&
        now >= confirmDeadlineOf(table) &&
        now < table.slot &&
        mergedInto(table) === null &&
        !table.notices.includes(CALLED_OFF) &&
        confirmedOf(table).length < TABLE_MIN_TO_MEET,
    );
    for (const table of small) {
      const movers = confirmedOf(table);
      const exclusions = await matchingExclusions(table.school, now, this.#ports);
      const fits = (target: Match) =>
        target.id !== table.id &&
        target.kind === "group-dinner" &&
        target.school === table.school &&
        target.slot === table.slot &&
        target.place !== null &&
        target.place.id === table.place?.id &&
        matchStatus(target, now) === "on" &&
        confirmedOf(target).length + movers.length <= rangeAt(target.slot).max &&
        movers.every((mover) =>
          confirmedOf(target).every((member) => !exclusions.pairs.has(pairKey(mover.uid, member.uid))),
        );
      const room = (target: Match) => rangeAt(target.slot).max - confirmedOf(target).length;
      const target = movers.length === 0 ? undefined : dayMatches.filter(fits).sort((a, b) => room(b) - room(a))[0];
      if (target === undefined) {
        await this.#calledOff(table);
        continue;
      }
      await matches.addNotices(table.id, [mergedIntoNotice(target.id)]);
      await matches.addMembers(
        target.id,
        movers.map((member) => ({ ...member, arrival: null, feedback: null })),
      );
      await this.#tellMerged(target, movers);
      dayMatches = await list();
    }
  }

  async #calledOff(table: Match): Promise<void> {
    const { matches, mailer } = this.#ports;
    // Marked first: a job that fails half-way sends too few emails rather than the same one twice.
    await matches.addNotices(table.id, [CALLED_OFF]);
    const stillIn = activeMembers(table).map((member) => member.uid);
    const profiles = await readProfiles(this.#ports.profiles, stillIn);
    const { timeZone } = await this.#ports.schedule.read();
    for (const uid of stillIn) {
      const to = profiles.get(uid)?.email;
      if (to !== undefined && to !== "") await mailer.send(calledOffEmail(to, table, timeZone));
    }
  }

  async #tellMerged(target: Match, movers: readonly MatchMember[]): Promise<void> {
    const merged = (await this.#ports.matches.get(target.id)) ?? target;
    const joining = new Set(movers.map((member) => member.uid));
    const everyone = activeMembers(merged).map((member) => member.uid);
    const profiles = await readProfiles(this.#ports.profiles, everyone);
    const { timeZone } = await this.#ports.schedule.read();
    for (const uid of everyone) {
      const to = profiles.get(uid)?.email;
      if (to !== undefined && to !== "") {
        await this.#ports.mailer.send(tablesMergedEmail(to, merged, joining.has(uid), timeZone));
      }
    }
  }
}

/** The members of a table still in who confirmed. */
function confirmedOf(table: Match): MatchMember[] {
  return activeMembers(table).filter((member) => member.confirmedAt !== null);
}
