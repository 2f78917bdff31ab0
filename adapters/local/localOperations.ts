import type { OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import type { OutcomeCounts } from "../../domain/operations/ports/OutcomeCounts";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { LocalDatabase } from "./LocalDatabase";
import { LocalOperatorDesk } from "./LocalOperatorDesk";
import { LocalOutcomeCounts } from "./LocalOutcomeCounts";

/** The operators' console's desks on the offline backend: the demo operator, and each section's desk. */
export interface LocalOperations {
  readonly operatorDesk: OperatorDesk;
  /** The Outcomes section: a recount of this browser's documents. */
  readonly outcomeCounts: OutcomeCounts;
  readonly mealSchedule: MealSchedule;
}

export function localOperations(database: LocalDatabase, mealSchedule: MealSchedule, clock: Clock): LocalOperations {
  const operatorDesk = new LocalOperatorDesk(database);
  const outcomeCounts = new LocalOutcomeCounts(database, mealSchedule, clock, () => operatorDesk.operator());
  return { operatorDesk, outcomeCounts, mealSchedule };
}
