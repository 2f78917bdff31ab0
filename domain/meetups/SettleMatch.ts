import type { Clock } from "../ports/Clock";
import type { Mailer } from "../ports/Mailer";
import type { MatchLedger } from "../ports/MatchLedger";
import type { MealSchedule } from "../ports/MealSchedule";
import type { ProfileStore } from "../ports/ProfileStore";
import type { Match } from "./Match";
import { activeMembers, everyoneWantsToMeetAgain, meetingMembers, membersOf } from "./matchStatus";
import { partnerCancelledEmail } from "./meetupEmails";
import { readProfiles } from "./RunRound";

export interface SettleMatchPorts {
  readonly matches: MatchLedger;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * What the system does after a member changes their match (system): the others hear at once of a
 * cancellation (each cancellation once), and once everyone who met says "meet again", their school
 * addresses are revealed to each other. Running it twice changes nothing more.
 */
export class SettleMatch {
  readonly #ports: SettleMatchPorts;

  constructor(ports: SettleMatchPorts) {
    this.#ports = ports;
  }

  async execute(matchId: string): Promise<void> {
    const { matches, mailer, clock } = this.#ports;
    const match = await matches.get(matchId);
    if (match === null) return;
    const now = clock.now();
    const profiles = await readProfiles(this.#ports.profiles, match.memberIds);
    const emailOf = (uid: string) => profiles.get(uid)?.email ?? "";
    const notices = new Set(match.notices);

    const newlyCancelled = membersOf(match).filter(
      (member) => member.cancelledAt !== null && !notices.has(`cancelled:${member.uid}`),
    );
    for (const cancelled of newlyCancelled) notices.add(`cancelled:${cancelled.uid}`);
    const changes: { contacts?: Match["contacts"]; notices?: Match["notices"] } = {};
    if (newlyCancelled.length > 0) changes.notices = [...notices];
    if (match.contacts === null && everyoneWantsToMeetAgain(match, now)) {
      changes.contacts = Object.fromEntries(
        meetingMembers(match, now).map((member) => [member.uid, emailOf(member.uid)]),
      );
    }
    // Marked first: a reaction that fails half-way sends too few emails rather than the same one twice.
    if (Object.keys(changes).length > 0) await matches.update(matchId, changes);

    if (newlyCancelled.length === 0) return;
    const { timeZone } = await this.#ports.schedule.read();
    const remaining = activeMembers(match);
    for (const cancelled of newlyCancelled) {
      for (const other of remaining) {
        if (emailOf(other.uid) === "") continue;
        await mailer.send(partnerCancelledEmail(emailOf(other.uid), match, cancelled, remaining.length < 2, timeZone));
      }
    }
  }
}
