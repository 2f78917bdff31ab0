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
/**
 * When the match's next notification may be due (NotifyMatch's due index, written by the functions
 * only; null when nothing is left to tell): the due jobs query it instead of reading whole days.
 */
export const NEXT_PUSH_AT_FIELD = "next_push_at";

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
    kind: matchKindOf(data),
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
    origin: data.origin === "waitlist" || data.origin === "rescue" ? data.origin : "round",
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

/**
 * The members who left the match's conversation: each one's `left_chat_at`, stamped in the batch
 * that files their block, report or "not again" (FirestoreReportStore; the rules refuse a filing
 * without it). A match closed before that field existed (`chat_closed_at`, set for everyone) counts
 * every member as gone.
 */
export function conversationLeavers(data: Record<string, unknown>): string[] {
  const memberIds = strings(data.member_ids);
  if (data.chat_closed_at !== null && data.chat_closed_at !== undefined) return memberIds;
  const members = record(data.members);
  return memberIds.filter((uid) => {
    const leftAt = record(members[uid]).left_chat_at;
    return leftAt !== null && leftAt !== undefined;
  });
}

/** A match's kind as stored: matches from before group dinners have none, they were all lunches for two. */
export const matchKindOf = (data: Record<string, unknown>): Match["kind"] =>
  data.kind === "group-dinner" ? "group-dinner" : "lunch-for-two";

/**
 * A match written anew in place of `previous` (anonymised by an erasure: toMatchDocument knows
 * nothing of the conversation) keeps who left its conversation: a member still there keeps their
 * `left_chat_at`; a lunch for two left by the member who is gone stays closed (`chat_closed_at`),
 * as does one closed for all before.
 */
export function keepingConversationLeavers(
  document: Record<string, unknown>,
  previous: Record<string, unknown>,
): Record<string, unknown> {
  const before = record(previous.members);
  const members = { ...record(document.members) };
  const stillHere = new Set(Object.keys(members));
  for (const uid of stillHere) {
    const leftAt = record(before[uid]).left_chat_at;
    if (leftAt !== null && leftAt !== undefined) members[uid] = { ...record(members[uid]), left_chat_at: leftAt };
  }
  const goneLeftAt = Object.entries(before)
    .filter(([uid]) => !stillHere.has(uid))
    .map(([, member]) => record(member).left_chat_at)
    .find((leftAt) => leftAt !== null && leftAt !== undefined);
  const closedAt = previous.chat_closed_at ?? (matchKindOf(previous) === "group-dinner" ? undefined : goneLeftAt);
  return { ...document, members, ...(closedAt === null || closedAt === undefined ? {} : { chat_closed_at: closedAt }) };
}
