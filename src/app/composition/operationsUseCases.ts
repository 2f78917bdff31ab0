import { OperatorSignIn } from "../../../domain/operations/OperatorSignIn";
import type { OperatorDesk } from "../../../domain/operations/ports/OperatorDesk";
import type { PlacesDesk } from "../../../domain/operations/ports/PlacesDesk";
import type { TeamDesk } from "../../../domain/operations/ports/TeamDesk";
import { SchoolsConsole } from "../../../domain/operations/SchoolsConsole";
import { TeamConsole } from "../../../domain/operations/TeamConsole";
import type { Clock } from "../../../domain/shared/ports/Clock";

/**
 * What each backend answers the operators' console (/ops) with, one desk per section: the callable
 * functions on Firebase, the same domain code in this browser offline. Loaded on the console's first call.
 */
export interface OperationsServices {
  readonly operatorDesk: OperatorDesk;
  readonly teamDesk: TeamDesk;
  readonly placesDesk: PlacesDesk;
}

export interface OperationsUseCases {
  readonly operatorSignIn: OperatorSignIn;
  readonly team: TeamConsole;
  readonly schools: SchoolsConsole;
}

/**
 * The operators' console's use cases (/ops), one per section, over the backend's desks.
 * applicationModule loads this module on the first call to any of them.
 */
export function createOperationsUseCases(services: OperationsServices, clock: Clock): OperationsUseCases {
  return {
    operatorSignIn: new OperatorSignIn(services.operatorDesk, clock),
    team: new TeamConsole(services.teamDesk, clock),
    schools: new SchoolsConsole(services.placesDesk, clock),
  };
}
