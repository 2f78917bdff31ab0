import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { CONTACTS_REVEALED, type Match, type MatchMember } from "./Match";
import {
  activeMembers,
  everyoneWantsToMeetAgain,
  meetingMembers,
  membersOf,
  mutualChoicesAtTable,
} from "./matchStatus";
import { partnerCancelledEmail } from "./meetupEmails";
import type { MatchLedger } from "./ports/MatchLedger";
import { readProfiles } from "./readProfiles";

export interface SettleMatchPorts {
  readonly matches: MatchLedger;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * What of a match the system reacts to: who is on it, who cancelled, and who said "meet again" (to
 * whom, at a table). A change to anything else (an arrival, a rating, a time stamped again) leaves
 * this as it was, and there is nothing to settle: the trigger compares it before and after.
 */
export function settlingFacts(match: Match): string {
  return JSON.stringify(
    membersOf(match).map((member) => [
      member.uid,
      member.cancelledAt !== null,
      member.feedback?.meetAgain ?? null,
      member.feedback?.meetAgainWith ?? null,
    ]),
  );
}

/** The notice that two tablemates' addresses were revealed to each other. */
const pairRevealed = ([a, b]: readonly [string, string]) => `contacts:${[a, b].sort().join(":")}`;

/**
 * What the system does after a member changes their match (system): the others hear at once of a
 * cancellation (each cancellation once), and once everyone who met says "meet again" (inside the
 * feedback window), each of them is given the others' school addresses, where no one else reads
 * them; a member who cancelled, or did not confirm in time, is given none. At a table, two who met
 * and chose each other are given each other's addresses, pair by pair as the answers come. Running
 * it again does nothing: it returns before reading anything more than the match when nothing is
 * left to do.
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
    const notices = new Set(match.notices);
    const newlyCancelled = membersOf(match).filter(
      (member) => member.cancelledAt !== null && !notices.has(`cancelled:${member.uid}`),
    );
    const atTable = match.kind === "group-dinner";
    const mutual = atTable ? mutualChoicesAtTable(match, now) : [];
    const newPairs = mutual.filter((pair) => !notices.has(pairRevealed(pair)));
    const revealDue = atTable
      ? newPairs.length > 0
      : !notices.has(CONTACTS_REVEALED) && everyoneWantsToMeetAgain(match, now);
    if (newlyCancelled.length === 0 && !revealDue) return;

    const profiles = await readProfiles(this.#ports.profiles, match.memberIds);
    const emailOf = (uid: string) => profiles.get(uid)?.email ?? "";
    // Revealing twice writes the same again, so it comes before its notice; a cancellation's notice
    // comes before its email: a reaction that fails half-way sends too few emails rather than two.
    if (revealDue) {
      const byRecipient = atTable
        ? contactsOfPairs(mutual, emailOf)
        : contactsByRecipient(meetingMembers(match, now), emailOf);
      await matches.revealContacts(matchId, byRecipient);
    }
    await matches.addNotices(matchId, [
      ...newlyCancelled.map((member) => `cancelled:${member.uid}`),
      ...(revealDue ? (atTable ? newPairs.map(pairRevealed) : [CONTACTS_REVEALED]) : []),
    ]);

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

/** At a table, for each member who has a mutual choice: the addresses of those they chose and who chose them. */
function contactsOfPairs(
  pairs: readonly (readonly [string, string])[],
  emailOf: (uid: string) => string,
): Record<string, Record<string, string>> {
  const byRecipient: Record<string, Record<string, string>> = {};
  for (const [a, b] of pairs) {
    for (const [recipient, other] of [
      [a, b],
      [b, a],
    ] as const) {
      if (emailOf(other) === "") continue;
      byRecipient[recipient] = { ...byRecipient[recipient], [other]: emailOf(other) };
    }
  }
  return byRecipient;
}

/** For each member who met: the others' addresses, by uid. */
function contactsByRecipient(
  meeting: readonly MatchMember[],
  emailOf: (uid: string) => string,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    meeting.map((recipient) => [
      recipient.uid,
      Object.fromEntries(
        meeting
          .filter((other) => other.uid !== recipient.uid && emailOf(other.uid) !== "")
          .map((other) => [other.uid, emailOf(other.uid)]),
      ),
    ]),
  );
}
