import type { OptInLedger } from "../../domain/meetups/ports/OptInLedger";
import { ManagePlaces } from "../../domain/operations/ManagePlaces";
import { ManageTeam } from "../../domain/operations/ManageTeam";
import type { OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import type { PlacesDesk } from "../../domain/operations/ports/PlacesDesk";
import type { TeamDesk } from "../../domain/operations/ports/TeamDesk";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { LocalDatabase } from "./LocalDatabase";
import { LocalOperationsAuditLog } from "./LocalOperationsAuditLog";
import { LocalOperatorDesk } from "./LocalOperatorDesk";
import type { LocalPlaceBook } from "./LocalPlaceBook";
import { LocalPlacesDesk } from "./LocalPlacesDesk";
import { LocalSchoolRoster } from "./LocalSchoolRoster";
import { LocalTeamDesk } from "./LocalTeamDesk";
import { LocalTeamRoles } from "./LocalTeamRoles";

/** The operators' console's desks on the offline backend: the demo operator, and each section's desk. */
export interface LocalOperations {
  readonly operatorDesk: OperatorDesk;
  readonly teamDesk: TeamDesk;
  readonly placesDesk: PlacesDesk;
}

/** The console's system side, run in this browser on the same domain code as the functions. */
export function localOperations(
  database: LocalDatabase,
  stores: {
    readonly places: LocalPlaceBook;
    readonly optIns: OptInLedger;
    readonly schedule: MealSchedule;
    readonly clock: Clock;
  },
): LocalOperations {
  const roles = new LocalTeamRoles(database);
  const audit = new LocalOperationsAuditLog(database);
  const ids = { newId: () => crypto.randomUUID() };
  const { clock } = stores;
  const operatorDesk = new LocalOperatorDesk(database, roles);
  const places = new ManagePlaces({ ...stores, roster: new LocalSchoolRoster(database), audit, ids });
  return {
    operatorDesk,
    teamDesk: new LocalTeamDesk(operatorDesk, new ManageTeam({ roles, audit, clock, ids })),
    placesDesk: new LocalPlacesDesk(operatorDesk, places),
  };
}
