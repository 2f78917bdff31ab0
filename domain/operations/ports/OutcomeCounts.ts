import type { WeeklyOutcomes } from "../outcomeCounts";
import type { WeekId } from "../weeks";

/**
 * The outcomes per school and week, for operators only. On Firebase, the aggregates the functions
 * keep as the lifecycle happens (one document per school-week: the console never reads a match);
 * offline, a recount of the local documents with the same rules.
 */
export interface OutcomeCounts {
  /** Every school's weeks from `first` to `last` (both included) that have anything to count. */
  weeksBetween(first: WeekId, last: WeekId): Promise<readonly WeeklyOutcomes[]>;
}
