import { formMatches, memberFrom, slotKey } from "../meetups/formMatches";
import { type Match, mergedInto, rescuedNotice, rescueSeatNotice } from "../meetups/Match";
import { mealDayById } from "../meetups/MealDay";
import { announceMatch } from "../meetups/matchOptIns";
import { matchStatus } from "../meetups/matchStatus";
import type { MatchLedger } from "../meetups/ports/MatchLedger";
import { readProfiles } from "../meetups/readProfiles";
import { tableRoom, tableSeats } from "../meetups/tableRoom";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { DataSubject } from "../shared/DataSubject";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import type { RescueLedger } from "./ports/RescueLedger";
import { isOfferOpen, mayAccept, type RescueOffer } from "./RescueOffer";
import { tableSeatTakenEmail } from "./rescueEmails";
import { RescueError } from "./rescueErrors";
import { strandedMembers } from "./strandedMembers";

export interface AcceptRescuePorts {
  readonly rescue: RescueLedger;
  readonly matches: MatchLedger;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * A rescue accepted (system, for the student who accepts): within the offer's ten minutes, by its
 * candidate (or either of two left alone), once however many accept at the same moment (the ledger
 * takes it in a transaction). It becomes a match of its own at the stranded student's place and time,
 * confirmed by both, with its colour and everything after; the match that fell apart is marked so
 * that the one left alone is never counted as a no-show on it. An open seat at a table seats the one
 * left alone there, confirmed, as any member (refused as taken when the table has no seat left).
 */
export class AcceptRescue {
  readonly #ports: AcceptRescuePorts;

  constructor(ports: AcceptRescuePorts) {
    this.#ports = ports;
  }

  /** The id of the match it made. */
  async execute(offerId: string, student: DataSubject): Promise<string> {
    const { rescue, matches, clock } = this.#ports;
    const now = clock.now();
    const offer = await rescue.getOffer(offerId);
    if (offer === null || !mayAccept(offer, student.uid)) throw new RescueError("not-yours");
    if (offer.takenBy !== null) throw new RescueError("taken");
    if (!isOfferOpen(offer, now)) throw new RescueError("expired");
    if (offer.candidateKind === "table") return this.#seatAtTable(offer, now);
    const dayMatches = await matches.listForDay(offer.dayId);
    if (offer.candidateKind === "standby" && this.#hasMealOn(dayMatches, student.uid, now)) {
      throw new RescueError("busy");
    }
    const taken = await rescue.take(offerId, student.uid, now);
    if (taken === null) throw new RescueError("taken");
    const members = [offer.strandedUid, offer.candidateUid];
    const profiles = await readProfiles(this.#ports.profiles, members);
    const [formed] = formMatches({
      dayId: offer.dayId,
      school: offer.school,
      groups: [{ members: [...members].sort(), slot: slotKey(offer.slot) }],
      profiles,
      places: [offer.place],
      existing: dayMatches,
      origin: "rescue",
      now,
    });
    if (formed === undefined) throw new RescueError("unexpected");
    const match: Match = {
      ...formed,
      members: Object.fromEntries(
        Object.entries(formed.members).map(([uid, member]) => [uid, { ...member, confirmedAt: now }]),
      ),
    };
    await matches.add([match]);
    await rescue.setRescueMatch(offerId, match.id);
    await matches.addNotices(offer.matchId, [rescuedNotice(offer.strandedUid)]);
    if (offer.candidateKind === "alone") {
      // The candidate was left alone too: their own match is marked likewise.
      for (const theirs of dayMatches.filter((entry) => strandedMembers(entry, now).includes(offer.candidateUid))) {
        await matches.addNotices(theirs.id, [rescuedNotice(offer.candidateUid)]);
      }
    } else {
      await rescue.removeStandby(offer.dayId, offer.candidateUid);
    }
    const { timeZone } = await this.#ports.schedule.read();
    await announceMatch(match, profiles, this.#ports.mailer, timeZone);
    return match.id;
  }

  /** The one left alone takes the open seat: the table's id. */
  async #seatAtTable(offer: RescueOffer, now: number): Promise<string> {
    const { rescue, matches } = this.#ports;
    const table = offer.tableId === null ? null : await matches.get(offer.tableId);
    const calendar = await this.#ports.schedule.read();
    const day = table === null ? null : mealDayById(calendar, table.dayId);
    const live = table !== null && ["proposed", "on"].includes(matchStatus(table, now)) && mergedInto(table) === null;
    if (table === null || day === null || !live || tableRoom(day, table) <= 0) throw new RescueError("taken");
    if (table.memberIds.includes(offer.strandedUid)) throw new RescueError("taken");
    const profiles = await readProfiles(this.#ports.profiles, [offer.strandedUid]);
    const profile = profiles.get(offer.strandedUid) ?? null;
    // The seat first, atomically (the waitlist may fill it at the same moment); taking it twice is
    // once, so a twin acceptance then loses the offer alone.
    const member = { ...memberFrom(offer.strandedUid, profile), confirmedAt: now };
    if (!(await matches.takeSeat(table.id, member, tableSeats(day, table)))) throw new RescueError("taken");
    if ((await rescue.take(offer.id, offer.strandedUid, now)) === null) throw new RescueError("taken");
    await matches.addNotices(table.id, [rescueSeatNotice(offer.strandedUid)]);
    await rescue.setRescueMatch(offer.id, table.id);
    await matches.addNotices(offer.matchId, [rescuedNotice(offer.strandedUid)]);
    const to = profile?.email;
    if (to !== undefined && to !== "") {
      await this.#ports.mailer.send(tableSeatTakenEmail(to, table, calendar.timeZone));
    }
    return table.id;
  }

  #hasMealOn(dayMatches: readonly Match[], uid: string, now: number): boolean {
    return dayMatches.some(
      (match) =>
        match.memberIds.includes(uid) &&
        match.members[uid]?.cancelledAt === null &&
        ["proposed", "on"].includes(matchStatus(match, now)),
    );
  }
}
