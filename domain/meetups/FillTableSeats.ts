import { pairKey } from "../matching/pairKey";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { memberFrom } from "./formMatches";
import { type Match, mergedInto, seatedNotice } from "./Match";
import { mealDayById } from "./MealDay";
import { whyNotMatchable } from "./matchingEligibility";
import { matchingExclusions } from "./matchingExclusions";
import { activeMembers, matchStatus } from "./matchStatus";
import { WAITLIST_MIN_NOTICE_MS } from "./meetupRules";
import type { OptIn } from "./OptIn";
import type { MatchLedger } from "./ports/MatchLedger";
import type { OptInLedger } from "./ports/OptInLedger";
import type { ReportLedger } from "./ports/ReportLedger";
import { readProfiles } from "./readProfiles";
import { seatFilledEmail } from "./tableEmails";
import { tableRoom, tableSeats } from "./tableRoom";
import { waitlistClosedFor } from "./waitlistAccess";

export interface FillTableSeatsPorts {
  readonly optIns: OptInLedger;
  readonly profiles: ProfileStore;
  readonly matches: MatchLedger;
  readonly reports: ReportLedger;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * A group dinner's waitlist (system): students left without a seat, or whose table fell through,
 * who asked to wait for one that day. Whenever it changes (or a seat empties), each table still on
 * with room (fewer members still in than its largest size) at a time far enough ahead takes the
 * waiting students who can make its time, one seat at a time, the one sharing the most interests
 * with the table first (then whoever asked first). Never someone a member must not sit with, and
 * the same students are left out as from a round. They asked for it, so their seat counts as
 * confirmed; they are emailed, and the table sees them on its card.
 */
export class FillTableSeats {
  readonly #ports: FillTableSeatsPorts;

  constructor(ports: FillTableSeatsPorts) {
    this.#ports = ports;
  }

  /** Fills the day's free seats from its waitlist: at one school's tables if given, else at every school's. */
  async execute(dayId: string, school?: string): Promise<void> {
    const { optIns, matches, clock } = this.#ports;
    const now = clock.now();
    const calendar = await this.#ports.schedule.read();
    const day = mealDayById(calendar, dayId);
    if (day === null || day.kind !== "group-dinner") return;
    const dayMatches = await matches.listForDay(dayId, school);
    const isLive = (match: Match) => ["proposed", "on"].includes(matchStatus(match, now)) && mergedInto(match) === null;
    const seatedToday = new Set(dayMatches.filter(isLive).flatMap((match) => activeMembers(match).map((m) => m.uid)));
    let waiting: OptIn[] = (
      await (school === undefined ? optIns.listForDay(dayId) : optIns.listForSchool(dayId, school))
    )
      .filter((optIn) => !seatedToday.has(optIn.uid) && !waitlistClosedFor(optIn.uid, dayMatches))
      .filter((optIn) => optIn.waitlistSlots.some((slot) => slot - WAITLIST_MIN_NOTICE_MS > now))
      .sort((a, b) => a.updatedAt - b.updatedAt);
    if (waiting.length === 0) return;
    const profiles = await readProfiles(this.#ports.profiles, [
      ...waiting.map((optIn) => optIn.uid),
      ...dayMatches.flatMap((match) => match.memberIds),
    ]);
    const tables = dayMatches
      .filter((table) => table.kind === "group-dinner" && isLive(table) && table.slot - WAITLIST_MIN_NOTICE_MS > now)
      .sort((a, b) => a.slot - b.slot);
    for (const table of tables) {
      const exclusions = await matchingExclusions(table.school, now, this.#ports);
      let room = tableRoom(day, table);
      let atTable = activeMembers(table).map((member) => member.uid);
      while (room > 0) {
        const fits = waiting.filter(
          (optIn) =>
            optIn.school === table.school &&
            optIn.waitlistSlots.includes(table.slot) &&
            whyNotMatchable(profiles.get(optIn.uid) ?? null, exclusions.pausedUntil(optIn.uid), now) === null &&
            atTable.every((uid) => !exclusions.pairs.has(pairKey(uid, optIn.uid))),
        );
        const chosen = fits.sort((a, b) => shared(table, b.uid) - shared(table, a.uid))[0];
        if (chosen === undefined) break;
        const profile = profiles.get(chosen.uid) ?? null;
        const member = memberFrom(chosen.uid, profile);
        const told = table.place !== null;
        // Marked before the seat is theirs: what the new member is told (NotifyMatch, after each write
        // on Firebase) knows from the first that a seat opened for them.
        await matches.addNotices(table.id, [seatedNotice(chosen.uid)]);
        const seated = await matches.takeSeat(
          table.id,
          {
            ...member,
            firstName: told ? member.firstName : "",
            interests: member.interests.filter((interest) => sharedWithTable(table, interest)),
            confirmedAt: now,
          },
          tableSeats(day, table),
        );
        // Its last seat went meanwhile (a rescue took it): nobody else fits at this table.
        if (!seated) break;
        await optIns.save({ ...chosen, waitlistSlots: [], updatedAt: now });
        const to = profile?.email;
        if (to !== undefined && to !== "") await this.#ports.mailer.send(seatFilledEmail(to, table, calendar.timeZone));
        waiting = waiting.filter((optIn) => optIn.uid !== chosen.uid);
        atTable = [...atTable, chosen.uid];
        room -= 1;
      }
    }

    function sharedWithTable(table: Match, interest: string): boolean {
      const lower = interest.toLowerCase();
      return activeMembers(table).some((member) => member.interests.some((other) => other.toLowerCase() === lower));
    }
    function shared(table: Match, uid: string): number {
      const interests = profiles.get(uid)?.preferences?.interests ?? [];
      return interests.filter((interest) => sharedWithTable(table, interest)).length;
    }
  }
}
