import type { Backoffice } from "../../domain/meetups/ports/Backoffice";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import type { OptInLedger } from "../../domain/meetups/ports/OptInLedger";
import type { MixerLedger } from "../../domain/mixers/ports/MixerLedger";
import { ManagePlaces } from "../../domain/operations/ManagePlaces";
import { ManageSchedule } from "../../domain/operations/ManageSchedule";
import { ManageTeam } from "../../domain/operations/ManageTeam";
import type { MixerDesk } from "../../domain/operations/ports/MixerDesk";
import type { OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import type { OutcomeCounts } from "../../domain/operations/ports/OutcomeCounts";
import type { PlacesDesk } from "../../domain/operations/ports/PlacesDesk";
import type { RoundDesk } from "../../domain/operations/ports/RoundDesk";
import type { ScheduleBook } from "../../domain/operations/ports/ScheduleBook";
import type { ScheduleDesk } from "../../domain/operations/ports/ScheduleDesk";
import type { TeamDesk } from "../../domain/operations/ports/TeamDesk";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { Mailer } from "../../domain/shared/ports/Mailer";
import type { LocalDatabase } from "./LocalDatabase";
import { LocalMixerDesk } from "./LocalMixerDesk";
import { LocalOperationsAuditLog } from "./LocalOperationsAuditLog";
import { LocalOperatorDesk } from "./LocalOperatorDesk";
import { LocalOutcomeCounts } from "./LocalOutcomeCounts";
import type { LocalPlaceBook } from "./LocalPlaceBook";
import { LocalPlacesDesk } from "./LocalPlacesDesk";
import { LocalRoundDesk } from "./LocalRoundDesk";
import { LocalScheduleDesk } from "./LocalScheduleDesk";
import { LocalSchoolRoster } from "./LocalSchoolRoster";
import { LocalTeamDesk } from "./LocalTeamDesk";
import { LocalTeamRoles } from "./LocalTeamRoles";

/** The operators' console's desks on the offline backend: the demo operator, and each section's desk. */
export interface LocalOperations {
  readonly operatorDesk: OperatorDesk;
  readonly teamDesk: TeamDesk;
  readonly placesDesk: PlacesDesk;
  /** The Outcomes section: a recount of this browser's documents. */
  readonly outcomeCounts: OutcomeCounts;
  readonly mealSchedule: MealSchedule;
  /** The Rounds section: the rounds' records, Run now and Undo. */
  readonly roundDesk: RoundDesk;
  /** The Mixers section: this browser's mixers, by school. */
  readonly mixerDesk: MixerDesk;
  /** The Schedule section: the schedule kept in this browser's database over the data file. */
  readonly scheduleDesk: ScheduleDesk;
}

/** The system's side the sections read and act through (the local backend's own stores). */
export interface LocalOperationsPorts {
  readonly places: LocalPlaceBook;
  readonly schedule: ScheduleBook;
  readonly matches: MatchLedger;
  readonly optIns: OptInLedger;
  readonly mixers: MixerLedger;
  readonly backoffice: Backoffice;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly clock: Clock;
}

/** The console's system side, run in this browser on the same domain code as the functions. */
export function localOperations(database: LocalDatabase, stores: LocalOperationsPorts): LocalOperations {
  const roles = new LocalTeamRoles(database);
  const audit = new LocalOperationsAuditLog(database);
  const ids = { newId: () => crypto.randomUUID() };
  const { clock } = stores;
  const operatorDesk = new LocalOperatorDesk(database, roles);
  const places = new ManagePlaces({ ...stores, roster: new LocalSchoolRoster(database), audit, ids });
  const operatorOnly = () => operatorDesk.operator();
  return {
    operatorDesk,
    teamDesk: new LocalTeamDesk(operatorDesk, new ManageTeam({ roles, audit, clock, ids })),
    placesDesk: new LocalPlacesDesk(operatorDesk, places),
    outcomeCounts: new LocalOutcomeCounts(database, stores.schedule, clock, operatorOnly),
    mealSchedule: stores.schedule,
    roundDesk: new LocalRoundDesk({ ...stores, operatorOnly, audit, ids }),
    mixerDesk: new LocalMixerDesk({ ...stores, operatorOnly }),
    scheduleDesk: new LocalScheduleDesk(
      operatorDesk,
      new ManageSchedule({ schedule: stores.schedule, audit, clock, ids }),
    ),
  };
}
