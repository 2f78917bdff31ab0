import { instantOfWallTime, wallTimeAt } from "../schedule/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Match } from "./Match";

/**
 * The rules of a group dinner's table, beside the lifecycle's timings (meetupRules.ts), which a
 * table shares with a lunch for two.
 */

/**
 * A table meets when at least this many confirmed by the cut-off (4 h before). Below it, its members
 * join another table at the same place and time with room, or it is called off (nobody penalised).
 */
export const TABLE_MIN_TO_MEET = 3;

/**
 * A school's tables at one time share a place, this many at most, before the next place is used:
 * the leading dinner-with-strangers apps seat one to three tables per venue, so that the tables
 * can meet for a drink afterwards, and a table too small at the cut-off has another to join.
 */
export const TABLES_PER_PLACE = 3;

/** How many must meet for a match of this kind to go on: two at a lunch for two (a trio goes on as a pair). */
export function minimumToMeet(match: Match): number {
  return match.kind === "group-dinner" ? TABLE_MIN_TO_MEET : 2;
}

/**
 * When a table's first names, place and signal are told: on the day of the meal, from midnight on
 * the schedule's clock (the leading dinner-with-strangers apps tell the venue the morning of the
 * dinner; midnight leaves a lunch's table the whole morning, and comes before the 4-hour cut-off).
 * Before that, the members know the table's size and each other's class level, major and interests.
 */
export function tableRevealAt(slot: EpochMillis, timeZone: string | null): EpochMillis {
  const wall = wallTimeAt(slot, timeZone);
  return instantOfWallTime({ year: wall.year, month: wall.month, day: wall.day }, 0, 0, timeZone);
}
