import { formMatches, slotKey } from "../meetups/formMatches";
import { type Match, rescuedNotice } from "../meetups/Match";
import { announceMatch } from "../meetups/matchOptIns";
import { matchStatus } from "../meetups/matchStatus";
import type { MatchLedger } from "../meetups/ports/MatchLedger";
import { readProfiles } from "../meetups/readProfiles";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { DataSubject } from "../shared/DataSubject";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import type { RescueLedger } from "./ports/RescueLedger";
import { isOfferOpen, mayAccept } from "./RescueOffer";
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
 * that the one left alone is never counted as a no-show on it.
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

  #hasMealOn(dayMatches: readonly Match[], uid: string, now: number): boolean {
    return dayMatches.some(
      (match) =>
        match.memberIds.includes(uid) &&
        match.members[uid]?.cancelledAt === null &&
        ["proposed", "on"].includes(matchStatus(match, now)),
    );
  }
}
