import { ContainerModule } from "inversify";
import type { Clock } from "../../../domain/shared/ports/Clock";
import { bindSingleton } from "./bindSingleton";
import { createSignOutRelay, download, lazyIdentity, loadOnce, loadOnFirstCall } from "./loadOnFirstCall";
import { PORTS } from "./tokens";

/**
 * The offline backend: accounts, profiles and a mailbox in this browser's IndexedDB.
 * Its code loads with the first call, so pages that never use it never download it.
 */
export function localBackendModule(indexedDB: IDBFactory | undefined): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const relay = createSignOutRelay();
    let backend: ReturnType<typeof loadBackend> | null = null;
    const loadBackend = (clock: Clock) =>
      loadOnce(async () => {
        const { createLocalBackend } = await download(() => import("../../../adapters/local/localBackend"));
        const loaded = createLocalBackend(indexedDB, clock);
        relay.attach(loaded.identity);
        return loaded;
      });
    const localBackend = (clock: Clock) => {
      backend ??= loadBackend(clock);
      return backend();
    };
    bindSingleton(bind, PORTS.identity, (get) =>
      lazyIdentity(async () => (await localBackend(get(PORTS.clock))).identity, relay),
    );
    bindSingleton(bind, PORTS.profileStore, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).profileStore),
    );
    bindSingleton(bind, PORTS.mailbox, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).mailbox),
    );
    bindSingleton(bind, PORTS.mealSchedule, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).mealSchedule),
    );
    bindSingleton(bind, PORTS.optInStore, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).optInStore),
    );
    bindSingleton(bind, PORTS.matchStore, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).matchStore),
    );
    bindSingleton(bind, PORTS.reportStore, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).reportStore),
    );
    bindSingleton(bind, PORTS.chatStore, (get) => async () => (await localBackend(get(PORTS.clock))).chatStore);
    bindSingleton(bind, PORTS.locationShare, (get) => async () => (await localBackend(get(PORTS.clock))).locationShare);
    bindSingleton(bind, PORTS.matchFeed, (get) => async () => (await localBackend(get(PORTS.clock))).matchFeed);
    bindSingleton(bind, PORTS.backoffice, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).backoffice),
    );
    bindSingleton(bind, PORTS.accountServices, (get) => () => localBackend(get(PORTS.clock)));
    bindSingleton(
      bind,
      PORTS.operationsServices,
      (get) => async () => (await localBackend(get(PORTS.clock))).operations,
    );
    bindSingleton(bind, PORTS.demoCohort, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).demoCohort),
    );
  });
}
