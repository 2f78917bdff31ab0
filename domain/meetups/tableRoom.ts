import { DEFAULT_TABLE_SIZE } from "../matching/seatingModel";
import type { Match } from "./Match";
import type { MealDay } from "./MealDay";
import { activeMembers } from "./matchStatus";

/** The most members a table may have still in: its time's largest table size (DEFAULT_TABLE_SIZE unless the day says otherwise). */
export function tableSeats(day: MealDay, table: Match): number {
  return (day.tableSizes[day.slots.indexOf(table.slot)] ?? DEFAULT_TABLE_SIZE).max;
}

/** The open seats at a table: its seats less its members still in. */
export function tableRoom(day: MealDay, table: Match): number {
  return tableSeats(day, table) - activeMembers(table).length;
}
