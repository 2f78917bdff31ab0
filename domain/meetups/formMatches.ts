import type { MatchGroup } from "../matching/matchRound";
import type { StoredProfile } from "../profile/UserProfile";
import type { EpochMillis } from "../shared/EpochMillis";
import { groupBy } from "../shared/groupBy";
import { type Match, type MatchMember, matchIdOf } from "./Match";
import type { MeetingSignal } from "./MeetingSignal";
import { hasTableFree, mealPlanPlacesFirst } from "./mealPlanPlaces";
import { meetingSignals } from "./meetingSignals";
import { FIND_EACH_OTHER_BEFORE_MEAL_MS, MEETING_WINDOW_AFTER_START_MS } from "./meetupRules";
import { type Place, placeAsTold } from "./Place";
import { sharedInterests } from "./sharedInterests";
import { interestsSharedAtTable, tableInterestsOf } from "./tableInterests";
import { TABLES_PER_PLACE } from "./tableRules";

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

const NO_SIGNAL: MeetingSignal = { colourName: "", colour: "", codeWord: "" };

/**
 * The matcher's groups made into lunches for two: each meets at one of the school's places (spread
 * evenly over them at each time) under a signal no other group on the floor with it has (same
 * place, a find-each-other window that overlaps). Everything is told at once.
 */
export function formMatches(input: FormMatchesInput): Match[] {
  const { dayId, school, now } = input;
  const built = input.groups.map((group): Match => {
    const members = group.members.map((uid) => memberFrom(uid, input.profiles.get(uid) ?? null));
    const shared = sharedInterests(members.map((member) => member.interests));
    const memberIds = [...group.members].sort();
    return {
      id: matchIdOf(dayId, memberIds),
      dayId,
      kind: "lunch-for-two",
      school,
      slot: Date.parse(group.slot),
      revealAt: now,
      place: null,
      signal: NO_SIGNAL,
      sharedInterests: shared,
      memberIds,
      // Each member is shown to the others as the reveal shows them: the interests they share,
      // never their whole list (the match document is readable by every member).
      members: Object.fromEntries(members.map((member) => [member.uid, { ...member, interests: shared }])),
      createdAt: now,
      origin: input.origin,
      notices: [],
    };
  });
  return placedAndSignalled(built, input.existing, input.places, allOnMealPlan(input.profiles));
}

/** Whether every member of a meal said "I have a meal plan" (their profiles as the round read them). */
export const allOnMealPlan =
  (profiles: ReadonlyMap<string, StoredProfile | null>) =>
  (match: Match): boolean =>
    match.memberIds.length > 0 && match.memberIds.every((uid) => profiles.get(uid)?.has_meal_plan === true);

export interface FormTablesInput {
  readonly dayId: string;
  readonly school: string;
  /** The seating's tables, all of this school. */
  readonly tables: readonly MatchGroup[];
  readonly profiles: ReadonlyMap<string, StoredProfile | null>;
  /** When a table at this slot is told its first names, place and signal (the day of the meal). */
  readonly revealAt: (slot: EpochMillis) => EpochMillis;
  readonly now: EpochMillis;
}

/**
 * The seating's tables made into group dinners, told in stages: now, the table's size and each
 * other's class level, major and the interests they share with someone at the table; the first
 * names, the place and the signal only at `revealAt` (revealTable), so that nothing of them is in a
 * document the members can read before then.
 */
export function formTables(input: FormTablesInput): Match[] {
  const { dayId, school, now } = input;
  return input.tables.map((table): Match => {
    const memberIds = [...table.members].sort();
    const members = memberIds.map((uid) => memberFrom(uid, input.profiles.get(uid) ?? null));
    const shownInterests = tableInterestsOf(members.map((member) => member.interests));
    const slot = Date.parse(table.slot);
    return {
      id: matchIdOf(dayId, memberIds),
      dayId,
      kind: "group-dinner",
      school,
      slot,
      revealAt: input.revealAt(slot),
      place: null,
      signal: NO_SIGNAL,
      sharedInterests: interestsSharedAtTable(members.map((member) => member.interests)),
      memberIds,
      members: Object.fromEntries(
        members.map((member, index) => [
          member.uid,
          { ...member, firstName: "", interests: shownInterests[index] ?? [] },
        ]),
      ),
      createdAt: now,
      origin: "round",
      notices: [],
    };
  });
}

/**
 * Gives each match without a place one of the school's places and a signal that no other match on
 * the floor with it has; `existing` are the matches already placed there. A lunch for two goes to
 * the place least used at its time (pairs spread out); a table to the place with the most tables at
 * its time that still has fewer than TABLES_PER_PLACE (tables are seated together), else the least
 * used. A meal whose members are all on a meal plan (`onMealPlan`) looks first among the places that
 * take meal-plan swipes and have a table free (mealPlanPlacesFirst). Matches are returned in their
 * order; one that cannot be placed (no place at all) is returned as it was.
 */
export function placedAndSignalled(
  matches: readonly Match[],
  existing: readonly Match[],
  places: readonly Place[],
  onMealPlan: (match: Match) => boolean = () => false,
): Match[] {
  const placed: Match[] = existing.filter((match) => match.place !== null);
  const result = new Map<string, Match>();
  for (const [, atSlot] of groupBy(
    [...matches].sort((a, b) => a.slot - b.slot),
    (match) => String(match.slot),
  )) {
    for (const match of atSlot) {
      const load = (place: Place) =>
        placed.filter((other) => other.slot === match.slot && other.place?.id === place.id).length;
      const candidates = mealPlanPlacesFirst(places, onMealPlan(match), (place) => hasTableFree(place, load(place)));
      const leastUsed = [...candidates].sort((a, b) => load(a) - load(b))[0];
      const withRoom = [...candidates].filter((candidate) => load(candidate) < TABLES_PER_PLACE);
      const place =
        match.kind === "group-dinner" ? (withRoom.sort((a, b) => load(b) - load(a))[0] ?? leastUsed) : leastUsed;
      if (place === undefined) {
        result.set(match.id, match);
        continue;
      }
      const withPlace = { ...match, place: placeAsTold(place) };
      const signalled = { ...withPlace, signal: freeSignal(withPlace, placed) };
      placed.push(signalled);
      result.set(match.id, signalled);
    }
  }
  return matches.map((match) => result.get(match.id) ?? match);
}

/** Two meals at one place whose find-each-other windows (15 min before to 30 min after the start) overlap. */
function onTheFloorTogether(a: Match, b: Match): boolean {
  return (
    a.school === b.school &&
    a.place !== null &&
    a.place.id === b.place?.id &&
    Math.abs(a.slot - b.slot) < FIND_EACH_OTHER_BEFORE_MEAL_MS + MEETING_WINDOW_AFTER_START_MS
  );
}

/**
 * A signal, colour and code word, that no other match on the floor with this one has: at its place,
 * at its time or at a time whose find-each-other window overlaps its own (the 17:30 and 18:00 groups
 * are both looking for each other from 17:45 to 18:00).
 */
function freeSignal(match: Match, placed: readonly Match[]): MeetingSignal {
  const neighbours = placed.filter((other) => other.id !== match.id && onTheFloorTogether(match, other));
  const colours = new Set(neighbours.map((other) => other.signal.colour));
  const words = new Set(neighbours.map((other) => other.signal.codeWord));
  // Each neighbour rules out at most one named colour and one code word: this many always leaves one free.
  const candidates = meetingSignals(
    2 * neighbours.length + 1,
    `${match.dayId}|${match.school}|${match.place?.id}|${match.slot}`,
  );
  return candidates.find(
    (candidate) => !colours.has(candidate.colour) && !words.has(candidate.codeWord),
  ) as MeetingSignal;
}
