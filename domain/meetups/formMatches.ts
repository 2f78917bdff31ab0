import type { MatchGroup } from "../matching/matchRound";
import type { StoredProfile } from "../profile/UserProfile";
import type { EpochMillis } from "../shared/EpochMillis";
import { groupBy } from "../shared/groupBy";
import { type Match, type MatchMember, matchIdOf } from "./Match";
import type { MeetingSignal } from "./MeetingSignal";
import { meetingSignals } from "./meetingSignals";
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
 * over them at each time) under a signal no other group at that place and time has.
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
        contacts: null,
        notices: [],
      });
    }
  }
  return withSignals(built, existing, dayId);
}

/** Gives each new match a signal that no other match at its place and time has. */
function withSignals(built: readonly Match[], existing: readonly Match[], dayId: string): Match[] {
  const bucket = (match: Match) => `${match.school}|${match.place.id}|${match.slot}`;
  const taken = groupBy(existing, bucket);
  return [...groupBy(built, bucket)].flatMap(([key, matches]) => {
    const used = new Set((taken.get(key) ?? []).map((match) => match.signal.colour));
    const candidates = meetingSignals(matches.length + used.size, `${dayId}|${key}`).filter(
      (signal) => !used.has(signal.colour),
    );
    return matches.map((match, index) => ({ ...match, signal: candidates[index] as MeetingSignal }));
  });
}
