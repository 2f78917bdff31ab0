import type { Clock } from "../../domain/ports/Clock";
import type { Identity } from "../../domain/ports/Identity";
import type { Mailbox } from "../../domain/ports/Mailbox";
import type { MealSchedule } from "../../domain/ports/MealSchedule";
import type { ProfileStore } from "../../domain/ports/ProfileStore";
import { LocalDatabase } from "./LocalDatabase";
import { LocalIdentity } from "./LocalIdentity";
import { LocalMailbox } from "./LocalMailbox";
import { LocalMealSchedule } from "./LocalMealSchedule";
import { LocalProfileStore } from "./LocalProfileStore";

export interface LocalBackend {
  readonly identity: Identity;
  readonly profileStore: ProfileStore;
  readonly mailbox: Mailbox;
  readonly mealSchedule: MealSchedule;
}

/** The whole offline backend on one IndexedDB database, shared by every tab of the site. */
export function createLocalBackend(indexedDB: IDBFactory | undefined, clock: Clock): LocalBackend {
  const database = new LocalDatabase(indexedDB);
  const mailbox = new LocalMailbox(database);
  return {
    identity: new LocalIdentity(database, mailbox, clock),
    profileStore: new LocalProfileStore(database),
    mailbox,
    mealSchedule: new LocalMealSchedule(),
  };
}
