import { ManageRounds } from "../../../domain/operations/ManageRounds";
import { OperatorSignIn } from "../../../domain/operations/OperatorSignIn";
import type { MixerDesk } from "../../../domain/operations/ports/MixerDesk";
import type { OperatorDesk } from "../../../domain/operations/ports/OperatorDesk";
import type { OutcomeCounts } from "../../../domain/operations/ports/OutcomeCounts";
import type { PlacesDesk } from "../../../domain/operations/ports/PlacesDesk";
import type { RoundDesk } from "../../../domain/operations/ports/RoundDesk";
import type { ScheduleDesk } from "../../../domain/operations/ports/ScheduleDesk";
import type { TeamDesk } from "../../../domain/operations/ports/TeamDesk";
import { ReadMixers } from "../../../domain/operations/ReadMixers";
import { ReadOutcomes } from "../../../domain/operations/ReadOutcomes";
import { ScheduleConsole } from "../../../domain/operations/ScheduleConsole";
import { SchoolsConsole } from "../../../domain/operations/SchoolsConsole";
import { TeamConsole } from "../../../domain/operations/TeamConsole";
import type { MealSchedule } from "../../../domain/schedule/ports/MealSchedule";
import type { Clock } from "../../../domain/shared/ports/Clock";

/**
 * What each backend answers the operators' console (/ops) with, one desk per section: the callable
 * functions on Firebase, the same domain code in this browser offline. Loaded on the console's first call.
 */
export interface OperationsServices {
  readonly operatorDesk: OperatorDesk;
  readonly teamDesk: TeamDesk;
  readonly placesDesk: PlacesDesk;
  /** The Outcomes section's counts, and the schedule whose time zone their weeks follow. */
  readonly outcomeCounts: OutcomeCounts;
  readonly mealSchedule: MealSchedule;
  /** The Rounds section's desk. */
  readonly roundDesk: RoundDesk;
  /** The Mixers section's desk. */
  readonly mixerDesk: MixerDesk;
  /** The Schedule section's desk. */
  readonly scheduleDesk: ScheduleDesk;
}

export interface OperationsUseCases {
  readonly operatorSignIn: OperatorSignIn;
  readonly readOutcomes: ReadOutcomes;
  readonly manageRounds: ManageRounds;
  readonly readMixers: ReadMixers;
  readonly team: TeamConsole;
  readonly schools: SchoolsConsole;
  readonly schedule: ScheduleConsole;
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
    readMixers: new ReadMixers(services.mixerDesk, clock),
    team: new TeamConsole(services.teamDesk, clock),
    schools: new SchoolsConsole(services.placesDesk, clock),
    schedule: new ScheduleConsole(services.scheduleDesk, clock),
  };
}
