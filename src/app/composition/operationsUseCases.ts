import { ManageRounds } from "../../../domain/operations/ManageRounds";
import { OperatorSignIn } from "../../../domain/operations/OperatorSignIn";
import { ReadOutcomes } from "../../../domain/operations/ReadOutcomes";
import type { Clock } from "../../../domain/shared/ports/Clock";
import type { OperationsServices } from "./tokens";

export interface OperationsUseCases {
  readonly operatorSignIn: OperatorSignIn;
  readonly readOutcomes: ReadOutcomes;
  readonly manageRounds: ManageRounds;
}

/**
 * The operators' console's use cases (/ops), one per section, over the backend's desks.
 * applicationModule loads this module on the first call to any of them.
 */
export function createOperationsUseCases(services: OperationsServices, clock: Clock): OperationsUseCases {
  return {
    operatorSignIn: new OperatorSignIn(services.operatorDesk, clock),
    readOutcomes: new ReadOutcomes(services.outcomeCounts, services.mealSchedule, clock),
    manageRounds: new ManageRounds(services.roundDesk, clock),
  };
}
