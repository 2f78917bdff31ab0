import { FORMER_MEMBER_NAME, formerMemberId, withFormerMember } from "../meetups/formerMember";
import type { Match } from "../meetups/Match";
import { isStillAhead, othersOf } from "../meetups/matchStatus";
import type { MatchRecords, RevealedContacts } from "../meetups/ports/MatchRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/**
 * `matches/{matchId}` and its `contacts`: each meal, as the student saw it (the others by what the
 * app showed of them: first name, class level, major, interests, whether they confirmed, came), and
 * the addresses revealed to them. Erased: a meal still ahead is called off without penalty and the
 * others told as of any cancellation (`settleMatch`); in every match the student becomes "a former
 * member", with a new id that is no account's; their address leaves the others' "Your people".
 */
export function matchesData(matches: MatchRecords, settleMatch: (matchId: string) => Promise<void>): PersonalDataPart {
  return {
    name: "matches",
    async exportFor({ uid }) {
      const mine = [...(await matches.listFor(uid))].sort((a, b) => b.slot - a.slot);
      return Promise.all(mine.map(async (match) => matchAsSeenBy(match, uid, await matches.revealedOn(match.id))));
    },
    async eraseFor({ uid }, erasure) {
      for (const match of await matches.listFor(uid)) {
        const callOff = match.members[uid]?.cancelledAt === null && isStillAhead(match, erasure.now);
        const formerId = formerMemberId(erasure.anonymousId());
        const anonymised = withFormerMember(match, uid, formerId, callOff ? erasure.now : null);
        await matches.replace(match.id, anonymised, withoutAddressesOf(await matches.revealedOn(match.id), uid));
        erasure.renamedMatches.set(match.id, anonymised);
        if (callOff) await settleMatch(anonymised.id);
      }
    },
  };
}

function matchAsSeenBy(match: Match, uid: string, contacts: RevealedContacts) {
  const me = match.members[uid];
  const nameOf = (other: string) => match.members[other]?.firstName ?? FORMER_MEMBER_NAME;
  return {
    day: match.dayId,
    time: isoTime(match.slot),
    kind: match.kind,
    place:
      match.place === null
        ? null
        : { name: match.place.name, meeting_point: match.place.meetingPoint, address: match.place.address },
    colour: match.signal.colourName,
    code_word: match.signal.codeWord,
    matched_by: match.origin,
    shared_interests: match.sharedInterests,
    your_answers: {
      confirmed_at: isoTime(me?.confirmedAt),
      cancelled_at: isoTime(me?.cancelledAt),
      cancelled_for_safety: me?.cancelledForSafety ?? false,
      arrival: me?.arrival ? { kind: me.arrival.kind, at: isoTime(me.arrival.at) } : null,
      feedback: me?.feedback
        ? {
            met: me.feedback.met,
            rating: me.feedback.rating,
            meet_again: me.feedback.meetAgain,
            at: isoTime(me.feedback.at),
          }
        : null,
    },
    others: othersOf(match, uid).map((other) => ({
      first_name: other.firstName,
      class_level: other.classLevel,
      major: other.major,
      interests: other.interests,
      confirmed: other.confirmedAt !== null,
      cancelled: other.cancelledAt !== null,
      arrival: other.arrival?.kind ?? null,
    })),
    addresses_revealed_to_you: Object.entries(contacts[uid] ?? {}).map(([other, email]) => ({
      first_name: nameOf(other),
      email,
    })),
  };
}

/** The addresses revealed on a match, without the student's: neither theirs to read nor theirs in others'. */
function withoutAddressesOf(contacts: RevealedContacts, uid: string): RevealedContacts {
  return Object.fromEntries(
    Object.entries(contacts)
      .filter(([recipient]) => recipient !== uid)
      .map(([recipient, addresses]) => [
        recipient,
        Object.fromEntries(Object.entries(addresses).filter(([other]) => other !== uid)),
      ]),
  );
}
