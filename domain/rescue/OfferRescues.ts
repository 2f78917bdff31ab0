import { pairKey } from "../matching/pairKey";
import type { Match } from "../meetups/Match";
import { mergedInto } from "../meetups/Match";
import { mealDaysBetween } from "../meetups/MealDay";
import { whyNotMatchable } from "../meetups/matchingEligibility";
import { matchingExclusions } from "../meetups/matchingExclusions";
import { activeMembers, matchStatus } from "../meetups/matchStatus";
import { MEETING_WINDOW_AFTER_START_MS } from "../meetups/meetupRules";
import type { MatchLedger } from "../meetups/ports/MatchLedger";
import type { ReportLedger } from "../meetups/ports/ReportLedger";
import { readProfiles } from "../meetups/readProfiles";
import { tableRoom } from "../meetups/tableRoom";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import { groupBy } from "../shared/groupBy";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { DAY_MS } from "../shared/time";
import type { RescueLedger } from "./ports/RescueLedger";
import { type RescueOffer, rescueOfferId } from "./RescueOffer";
import { inOpenOffers, type OpenTable, rescueCandidates, rescued, type StrandedStudent } from "./rescueCandidates";
import { rescueOfferedEmail, rescueUnderWayEmail, tableSeatOfferedEmail } from "./rescueEmails";
import { strandedMembers } from "./strandedMembers";

export interface OfferRescuesPorts {
  readonly rescue: RescueLedger;
  readonly matches: MatchLedger;
  readonly reports: ReportLedger;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * The same-day rescue (system): on a meal day, each student left alone (strandedMembers) who is in no
 * open offer and not rescued yet is offered the best candidate (rescueCandidates: another left alone,
 * a student on standby, or an open seat at a group dinner's table that day), in the app and by
 * email; an offer that lapses unanswered gives way to the next candidate at the next run. Run after a
 * cancellation and by the due jobs (start + 10 minutes). The phone is told after it
 * (NotifyRescueOffers, from the offers written).
 */
export class OfferRescues {
  readonly #ports: OfferRescuesPorts;

  constructor(ports: OfferRescuesPorts) {
    this.#ports = ports;
  }

  /** The due jobs' part: every meal day of lunches for two with a meal still to rescue (started at most 30 minutes ago). */
  async executeDue(): Promise<RescueOffer[]> {
    const made: RescueOffer[] = [];
    for (const dayId of await this.dueDays()) made.push(...(await this.execute(dayId)));
    return made;
  }

  /** The meal days of lunches for two whose meals may still need a rescue now. */
  async dueDays(): Promise<string[]> {
    const now = this.#ports.clock.now();
    const days = mealDaysBetween(await this.#ports.schedule.read(), now - MEETING_WINDOW_AFTER_START_MS, now + DAY_MS);
    return days.filter((day) => day.kind === "lunch-for-two").map((day) => day.id);
  }

  /** The offers this run made. */
  async execute(dayId: string): Promise<RescueOffer[]> {
    const { rescue, matches, clock } = this.#ports;
    const now = clock.now();
    const dayMatches = await matches.listForDay(dayId);
    const offers = [...(await rescue.listOffers(dayId))];
    const done = rescued(offers);
    const strandedAll: StrandedStudent[] = dayMatches
      .flatMap((match) => strandedMembers(match, now).map((uid) => ({ uid, match })))
      .filter((stranded) => !done.has(stranded.uid));
    if (strandedAll.length === 0) return [];
    const standbys = await rescue.listStandbys(dayId);
    const busy = new Set(
      dayMatches
        .filter((match) => ["proposed", "on"].includes(matchStatus(match, now)))
        .flatMap((match) => match.memberIds.filter((uid) => match.members[uid]?.cancelledAt === null)),
    );
    const tables = await this.#openTables(dayId, now);
    const profiles = await readProfiles(this.#ports.profiles, [
      ...strandedAll.map((stranded) => stranded.uid),
      ...standbys.map((entry) => entry.uid),
    ]);
    const made: RescueOffer[] = [];
    for (const [school, atSchool] of groupBy(strandedAll, (stranded) => stranded.match.school)) {
      const exclusions = await matchingExclusions(school, now, this.#ports);
      const mayMeet = (a: string, b: string) =>
        !exclusions.pairs.has(pairKey(a, b)) &&
        whyNotMatchable(profiles.get(b) ?? null, exclusions.pausedUntil(b), now) === null;
      const mayJoin = (uid: string, table: Match) =>
        activeMembers(table).every((member) => !exclusions.pairs.has(pairKey(uid, member.uid)));
      const ordered = [...atSchool].sort((a, b) => a.match.slot - b.match.slot || a.uid.localeCompare(b.uid));
      for (const stranded of ordered) {
        if (inOpenOffers(offers, now).has(stranded.uid)) continue;
        const [best] = rescueCandidates({
          stranded,
          strandedAll,
          standbys,
          offers,
          busy,
          mayMeet,
          tables,
          mayJoin,
          now,
        });
        if (best === undefined || stranded.match.place === null) continue;
        const table = tables.find((open) => open.table.id === best.tableId)?.table ?? null;
        const offer: RescueOffer = {
          id: rescueOfferId(stranded.match.id, table?.id ?? best.uid),
          dayId,
          school,
          matchId: stranded.match.id,
          strandedUid: stranded.uid,
          candidateUid: best.uid,
          candidateKind: best.kind,
          tableId: table?.id ?? null,
          place: table?.place ?? stranded.match.place,
          slot: table?.slot ?? stranded.match.slot,
          offeredAt: now,
          takenBy: null,
          takenAt: null,
          rescueMatchId: null,
        };
        if (!(await rescue.addOffer(offer))) continue;
        offers.push(offer);
        made.push(offer);
        await this.#tell(offer, profiles);
      }
    }
    return made;
  }

  /** The group dinners' tables of the same date, told and still on, with their open seats. */
  async #openTables(dayId: string, now: number): Promise<OpenTable[]> {
    const calendar = await this.#ports.schedule.read();
    const date = dayId.slice(0, 10);
    const dinners = mealDaysBetween(calendar, now - DAY_MS, now + DAY_MS).filter(
      (day) => day.kind === "group-dinner" && day.id.slice(0, 10) === date,
    );
    const open: OpenTable[] = [];
    for (const day of dinners) {
      for (const table of await this.#ports.matches.listForDay(day.id)) {
        const live = ["proposed", "on"].includes(matchStatus(table, now)) && mergedInto(table) === null;
        if (table.kind !== "group-dinner" || table.place === null || !live) continue;
        const room = tableRoom(day, table);
        if (room > 0) open.push({ table, room });
      }
    }
    return open;
  }

  async #tell(offer: RescueOffer, profiles: ReadonlyMap<string, { email?: string } | null>): Promise<void> {
    const { timeZone } = await this.#ports.schedule.read();
    const candidate = profiles.get(offer.candidateUid)?.email ?? "";
    const stranded = profiles.get(offer.strandedUid)?.email ?? "";
    if (offer.candidateKind === "table") {
      if (stranded !== "") await this.#ports.mailer.send(tableSeatOfferedEmail(stranded, offer, timeZone));
      return;
    }
    if (candidate !== "") await this.#ports.mailer.send(rescueOfferedEmail(candidate, offer, timeZone));
    if (stranded !== "") await this.#ports.mailer.send(rescueUnderWayEmail(stranded, offer, timeZone));
  }
}
