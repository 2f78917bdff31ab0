import { ContainerModule } from "inversify";
import type { LocalBackend } from "../../../adapters/local/localBackend";
import type { Clock } from "../../../domain/ports/Clock";
import { bindSingleton } from "./bindSingleton";
import { lazyIdentity, lazyMailbox, lazyMealSchedule, lazyProfileStore, loadOnce } from "./lazyPorts";
import { PORTS } from "./tokens";

/**
 * The offline backend: accounts, profiles and a mailbox in this browser's IndexedDB.
 * Its code loads with the first call, so pages that never use it never download it.
 */
export function localBackendModule(indexedDB: IDBFactory | undefined): ContainerModule {
  return new ContainerModule(({ bind }) => {
    let backend: (() => Promise<LocalBackend>) | null = null;
    const localBackend = (clock: Clock) => {
      backend ??= loadOnce(async () =>
        (await import("../../../adapters/local/localBackend")).createLocalBackend(indexedDB, clock),
      );
      return backend();
    };
    bindSingleton(bind, PORTS.identity, (get) =>
      lazyIdentity(async () => (await localBackend(get(PORTS.clock))).identity),
    );
    bindSingleton(bind, PORTS.profileStore, (get) =>
      lazyProfileStore(async () => (await localBackend(get(PORTS.clock))).profileStore),
    );
    bindSingleton(bind, PORTS.mailbox, (get) =>
      lazyMailbox(async () => (await localBackend(get(PORTS.clock))).mailbox),
    );
    bindSingleton(bind, PORTS.mealSchedule, (get) =>
      lazyMealSchedule(async () => (await localBackend(get(PORTS.clock))).mealSchedule),
    );
  });
}
