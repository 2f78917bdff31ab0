import type { Arrival, Feedback, Match, MatchMember } from "../../../domain/meetups/Match";
import type { MeetingSignal } from "../../../domain/meetups/MeetingSignal";
import type { Place } from "../../../domain/meetups/Place";
import type { MemberAnswers } from "../../../domain/meetups/ports/MatchStore";
import { millisOr, optionalTime, type TimeCodec } from "./timeCodec";

/**
 * `matches/{matchId}` as stored. Members are a map keyed by uid, so that the rules can let a member
 * change their own entry and nothing else; `member_ids` (sorted) serves the members' query
 * (array-contains). Times are Timestamps, so that the rules can compare them with request.time.
 * Every member reads the whole document: nothing here is for one member only (the addresses
 * revealed after the meal are in `contacts/{uid}` below it: contactsDocument.ts).
 */
export function toMatchDocument(match: Match, codec: TimeCodec): Record<string, unknown> {
  return {
    day_id: match.dayId,
    kind: match.kind,
    school: match.school,
    slot: codec.fromMillis(match.slot),
    reveal_at: codec.fromMillis(match.revealAt),
    place: match.place === null ? null : toPlaceDocument(match.place),
    signal: toSignalDocument(match.signal),
    shared_interests: [...match.sharedInterests],
    member_ids: [...match.memberIds],
    members: Object.fromEntries(
      Object.entries(match.members).map(([uid, member]) => [uid, toMemberDocument(member, codec)]),
    ),
    created_at: codec.fromMillis(match.createdAt),
    origin: match.origin,
    notices: [...match.notices],
  };
}

/** A place as a match stores it (told on the day, for a table: TableDetails). */
export function toPlaceDocument(place: Place): Record<string, unknown> {
  return { id: place.id, name: place.name, meeting_point: place.meetingPoint, address: place.address };
}

/** A signal as a match stores it. */
export function toSignalDocument(signal: MeetingSignal): Record<string, unknown> {
  return { colour_name: signal.colourName, colour: signal.colour, code_word: signal.codeWord };
}

/** A member as a match stores them (a whole entry: a new match's, or a member seated later). */
export function toMemberDocument(member: MatchMember, codec: TimeCodec): Record<string, unknown> {
  return {
    uid: member.uid,
    first_name: member.firstName,
    class_level: member.classLevel,
    major: member.major,
    interests: [...member.interests],
    ...toAnswerFields(member, codec),
  };
}

/** A member's own answers as stored: what a member may write (MatchStore.answer). */
export function toAnswerFields(answers: MemberAnswers, codec: TimeCodec): Record<string, unknown> {
  return {
    confirmed_at: optionalTime(codec, answers.confirmedAt),
    cancelled_at: optionalTime(codec, answers.cancelledAt),
    cancelled_for_safety: answers.cancelledForSafety,
    arrival: answers.arrival === null ? null : { kind: answers.arrival.kind, at: codec.fromMillis(answers.arrival.at) },
    feedback:
      answers.feedback === null
        ? null
        : {
            met: answers.feedback.met,
            rating: answers.feedback.rating,
            meet_again: answers.feedback.meetAgain,
            // Only at a table: a lunch for two's feedback keeps the four fields it always had.
            ...(answers.feedback.meetAgainWith === null
              ? {}
              : { meet_again_with: [...answers.feedback.meetAgainWith] }),
            at: codec.fromMillis(answers.feedback.at),
          },
  };
}

export function fromMatchDocument(id: string, data: Record<string, unknown>, codec: TimeCodec): Match {
  const place = record(data.place);
  const signal = record(data.signal);
  const members = record(data.members);
  const createdAt = millisOr(codec, data.created_at, 0);
  return {
    id,
    dayId: String(data.day_id ?? ""),
    // Matches from before group dinners have no kind: they were all lunches for two.
    kind: data.kind === "group-dinner" ? "group-dinner" : "lunch-for-two",
    school: String(data.school ?? ""),
    slot: millisOr(codec, data.slot, 0),
    revealAt: millisOr(codec, data.reveal_at, createdAt),
    place:
      data.place === null || data.place === undefined
        ? null
        : {
            id: String(place.id ?? ""),
            name: String(place.name ?? ""),
            meetingPoint: String(place.meeting_point ?? ""),
            address: String(place.address ?? ""),
          },
    signal: {
      colourName: String(signal.colour_name ?? ""),
      colour: String(signal.colour ?? ""),
      codeWord: String(signal.code_word ?? ""),
    },
    sharedInterests: strings(data.shared_interests),
    memberIds: strings(data.member_ids),
    members: Object.fromEntries(
      Object.entries(members).map(([uid, member]) => [uid, fromMemberDocument(uid, record(member), codec)]),
    ),
    createdAt,
    origin: data.origin === "waitlist" ? "waitlist" : "round",
    notices: strings(data.notices),
  };
}

function fromMemberDocument(uid: string, data: Record<string, unknown>, codec: TimeCodec): MatchMember {
  const arrival = data.arrival === null || data.arrival === undefined ? null : record(data.arrival);
  const feedback = data.feedback === null || data.feedback === undefined ? null : record(data.feedback);
  return {
    uid,
    firstName: String(data.first_name ?? ""),
    classLevel: String(data.class_level ?? ""),
    major: String(data.major ?? ""),
    interests: strings(data.interests),
    confirmedAt: codec.toMillis(data.confirmed_at),
    cancelledAt: codec.toMillis(data.cancelled_at),
    cancelledForSafety: data.cancelled_for_safety === true,
    arrival:
      arrival === null
        ? null
        : ({ kind: arrival.kind === "late" ? "late" : "here", at: millisOr(codec, arrival.at, 0) } satisfies Arrival),
    feedback:
      feedback === null
        ? null
        : ({
            met: feedback.met as Feedback["met"],
            rating: (feedback.rating ?? null) as Feedback["rating"],
            meetAgain: typeof feedback.meet_again === "boolean" ? feedback.meet_again : null,
            meetAgainWith: Array.isArray(feedback.meet_again_with) ? strings(feedback.meet_again_with) : null,
            at: millisOr(codec, feedback.at, 0),
          } satisfies Feedback),
  };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
