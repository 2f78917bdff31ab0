import type { Backoffice } from "../../domain/ports/Backoffice";
import type { Clock } from "../../domain/ports/Clock";
import type { DemoCohort } from "../../domain/ports/DemoCohort";
import type { Identity } from "../../domain/ports/Identity";
import type { Mailbox } from "../../domain/ports/Mailbox";
import type { MatchStore } from "../../domain/ports/MatchStore";
import type { MealSchedule } from "../../domain/ports/MealSchedule";
import type { OptInStore } from "../../domain/ports/OptInStore";
import type { ProfileStore } from "../../domain/ports/ProfileStore";
import type { ReportStore } from "../../domain/ports/ReportStore";
import { LocalBackoffice } from "./LocalBackoffice";
import { LocalDatabase } from "./LocalDatabase";
import { LocalDemoCohort } from "./LocalDemoCohort";
import { LocalIdentity } from "./LocalIdentity";
import { LocalMailbox } from "./LocalMailbox";
import { LocalMailer } from "./LocalMailer";
import { LocalMatchStore } from "./LocalMatchStore";
import { LocalMealSchedule } from "./LocalMealSchedule";
import { LocalOptInStore } from "./LocalOptInStore";
import { LocalPlaceDirectory } from "./LocalPlaceDirectory";
import { LocalProfileStore } from "./LocalProfileStore";
import { LocalReportStore } from "./LocalReportStore";

export interface LocalBackend {
  readonly identity: Identity;
  readonly profileStore: ProfileStore;
  readonly mailbox: Mailbox;
  readonly mealSchedule: MealSchedule;
  readonly optInStore: OptInStore;
  readonly matchStore: MatchStore;
  readonly reportStore: ReportStore;
  readonly backoffice: Backoffice;
  readonly demoCohort: DemoCohort;
}

/** The whole offline backend on one IndexedDB database, shared by every tab of the site. */
export function createLocalBackend(indexedDB: IDBFactory | undefined, clock: Clock): LocalBackend {
  const database = new LocalDatabase(indexedDB);
  const mailbox = new LocalMailbox(database);
  const stores = {
    profiles: new LocalProfileStore(database, clock),
    optIns: new LocalOptInStore(database),
    matches: new LocalMatchStore(database),
    reports: new LocalReportStore(database),
    places: new LocalPlaceDirectory(),
    mailer: new LocalMailer(mailbox, clock),
    schedule: new LocalMealSchedule(),
    cohort: new LocalDemoCohort(database),
  };
  return {
    identity: new LocalIdentity(database, mailbox, clock),
    profileStore: stores.profiles,
    mailbox,
    mealSchedule: stores.schedule,
    optInStore: stores.optIns,
    matchStore: stores.matches,
    reportStore: stores.reports,
    backoffice: new LocalBackoffice({ ...stores, studentMatches: stores.matches, clock }),
    demoCohort: stores.cohort,
  };
}
