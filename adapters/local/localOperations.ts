import type { Backoffice } from "../../domain/meetups/ports/Backoffice";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import type { OptInLedger } from "../../domain/meetups/ports/OptInLedger";
import type { OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import type { OutcomeCounts } from "../../domain/operations/ports/OutcomeCounts";
import type { RoundDesk } from "../../domain/operations/ports/RoundDesk";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { Mailer } from "../../domain/shared/ports/Mailer";
import type { LocalDatabase } from "./LocalDatabase";
import { LocalOperatorDesk } from "./LocalOperatorDesk";
import { LocalOutcomeCounts } from "./LocalOutcomeCounts";
import { LocalRoundDesk } from "./LocalRoundDesk";

/** The operators' console's desks on the offline backend: the demo operator, and each section's desk. */
export interface LocalOperations {
  readonly operatorDesk: OperatorDesk;
  /** The Outcomes section: a recount of this browser's documents. */
  readonly outcomeCounts: OutcomeCounts;
  readonly mealSchedule: MealSchedule;
  /** The Rounds section: the rounds' records, and "Run now". */
  readonly roundDesk: RoundDesk;
}

/** The system's side the sections read and act through (the local backend's own stores). */
export interface LocalOperationsPorts {
  readonly schedule: MealSchedule;
  readonly matches: MatchLedger;
  readonly optIns: OptInLedger;
  readonly backoffice: Backoffice;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly clock: Clock;
}

export function localOperations(database: LocalDatabase, ports: LocalOperationsPorts): LocalOperations {
  const operatorDesk = new LocalOperatorDesk(database);
  const operatorOnly = () => operatorDesk.operator();
  return {
    operatorDesk,
    outcomeCounts: new LocalOutcomeCounts(database, ports.schedule, ports.clock, operatorOnly),
    mealSchedule: ports.schedule,
    roundDesk: new LocalRoundDesk({ ...ports, operatorOnly }),
  };
}
