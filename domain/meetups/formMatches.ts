import type { MatchGroup } from "../matching/matchRound";
import type { StoredProfile } from "../profile/UserProfile";
import type { EpochMillis } from "../shared/EpochMillis";
import { groupBy } from "../shared/groupBy";
import { type Match, type MatchMember, matchIdOf } from "./Match";
import type { MeetingSignal } from "./MeetingSignal";
import { meetingSignals } from "./meetingSignals";
import { FIND_EACH_OTHER_BEFORE_MEAL_MS, MEETING_WINDOW_AFTER_START_MS } from "./meetupRules";
import type { Place } from "./Place";
import { sharedInterests } from "./sharedInterests";

/** A slot as the matcher's key: an instant written so that keys sort in time order. */
export const slotKey = (slot: EpochMillis): string => new Date(slot).toISOString();

/** A member as the reveal shows them, from their stored profile; no answers yet. */
export function memberFrom(uid: string, profile: StoredProfile | null): MatchMember {
  return {
    uid,
    firstName: profile?.first_name ?? "",
    classLevel: profile?.class_level ?? "",
    major: profile?.major ?? "",
    interests: profile?.preferences?.interests ?? [],
    confirmedAt: null,
    cancelledAt: null,
    cancelledForSafety: false,
    arrival: null,
    feedback: null,
  };
}

export interface FormMatchesInput {
  readonly dayId: string;
  readonly school: string;
  /** The matcher's groups, all of this school. */
  readonly groups: readonly MatchGroup[];
  readonly profiles: ReadonlyMap<string, StoredProfile | null>;
  readonly places: readonly Place[];
  /** Matches already meeting that day at the school: their places and signals are taken into account. */
  readonly existing: readonly Match[];
  readonly origin: Match["origin"];
  readonly now: EpochMillis;
}

/**
 * The matcher's groups made into matches: each meets at one of the school's places (spread evenly
 * over them at each time) under a signal no other group on the floor with it has (same place, a
 * find-each-other window that overlaps).
 */
export function formMatches(input: FormMatchesInput): Match[] {
  const { dayId, school, places, existing, now } = input;
  const atTime = (slot: EpochMillis) => existing.filter((match) => match.slot === slot);
  const built: Match[] = [];
  for (const [key, groups] of groupBy(input.groups, (group) => group.slot)) {
    const slot = Date.parse(key);
    const load = new Map(places.map((place) => [place.id, atTime(slot).filter((m) => m.place.id === place.id).length]));
    for (const group of groups) {
      const place = [...places].sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0))[0];
      if (place === undefined) continue;
      load.set(place.id, (load.get(place.id) ?? 0) + 1);
      const members = group.members.map((uid) => memberFrom(uid, input.profiles.get(uid) ?? null));
      const shared = sharedInterests(members.map((member) => member.interests));
      const memberIds = [...group.members].sort();
      built.push({
        id: matchIdOf(dayId, memberIds),
        dayId,
        school,
        slot,
        place,
        signal: { colourName: "", colour: "", codeWord: "" },
        sharedInterests: shared,
        memberIds,
        // Each member is shown to the others as the reveal shows them: the interests they share,
        // never their whole list (the match document is readable by every member).
        members: Object.fromEntries(members.map((member) => [member.uid, { ...member, interests: shared }])),
        createdAt: now,
        origin: input.origin,
        notices: [],
      });
    }
  }
  return withSignals(built, existing, dayId);
}

/** Two meals at one place whose find-each-other windows (15 min before to 30 min after the start) overlap. */
function onTheFloorTogether(a: Match, b: Match): boolean {
  return (
    a.school === b.school &&
    a.place.id === b.place.id &&
    Math.abs(a.slot - b.slot) < FIND_EACH_OTHER_BEFORE_MEAL_MS + MEETING_WINDOW_AFTER_START_MS
  );
}

/**
 * Gives each new match a signal, colour and code word, that no other match on the floor with it
 * has: at its place, at its time or at a time whose find-each-other window overlaps its own (the
 * 17:30 and 18:00 groups are both looking for each other from 17:45 to 18:00).
 */
function withSignals(built: readonly Match[], existing: readonly Match[], dayId: string): Match[] {
  const placed: Match[] = [...existing];
  const signalled: Match[] = [];
  for (const match of [...built].sort((a, b) => a.slot - b.slot)) {
    const neighbours = placed.filter((other) => onTheFloorTogether(match, other));
    const colours = new Set(neighbours.map((other) => other.signal.colour));
    const words = new Set(neighbours.map((other) => other.signal.codeWord));
    // Each neighbour rules out at most one named colour and one code word: this many always leaves one free.
    const candidates = meetingSignals(
      2 * neighbours.length + 1,
      `${dayId}|${match.school}|${match.place.id}|${match.slot}`,
    );
    const signal = candidates.find((candidate) => !colours.has(candidate.colour) && !words.has(candidate.codeWord));
    const withSignal = { ...match, signal: signal as MeetingSignal };
    placed.push(withSignal);
    signalled.push(withSignal);
  }
  const order = new Map(built.map((match, index) => [match.id, index]));
  return signalled.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
