import { ContainerModule } from "inversify";
import { LocalDatabase } from "../../adapters/local/LocalDatabase";
import { LocalIdentity } from "../../adapters/local/LocalIdentity";
import { LocalMailbox } from "../../adapters/local/LocalMailbox";
import { LocalMealSchedule } from "../../adapters/local/LocalMealSchedule";
import { LocalProfileStore } from "../../adapters/local/LocalProfileStore";
import { bindSingleton } from "./bindSingleton";
import { PORTS } from "./tokens";

/** The offline backend: accounts, profiles and a mailbox in this browser's IndexedDB. */
export function localBackendModule(indexedDB: IDBFactory | undefined): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const database = new LocalDatabase(indexedDB);
    const mailbox = new LocalMailbox(database);
    bind(PORTS.mailbox).toConstantValue(mailbox);
    bindSingleton(bind, PORTS.identity, (get) => new LocalIdentity(database, mailbox, get(PORTS.clock)));
    bind(PORTS.profileStore).toConstantValue(new LocalProfileStore(database));
    bind(PORTS.mealSchedule).toConstantValue(new LocalMealSchedule());
  });
}
