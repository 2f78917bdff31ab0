import { ContainerModule } from "inversify";
import type { Clock } from "../../../domain/shared/ports/Clock";
import { bindSingleton } from "./bindSingleton";
import { BACKOFFICE_METHODS, MATCH_STORE_METHODS, REPORT_STORE_METHODS } from "./lazyPortMethods";
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
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).profileStore, {
        read: true,
        create: true,
        merge: true,
        markActive: true,
        confirmAdult: true,
      }),
    );
    bindSingleton(bind, PORTS.mailbox, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).mailbox, { list: true, verify: true }),
    );
    bindSingleton(bind, PORTS.mealSchedule, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).mealSchedule, { read: true }),
    );
    bindSingleton(bind, PORTS.optInStore, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).optInStore, {
        save: true,
        remove: true,
        find: true,
      }),
    );
    bindSingleton(bind, PORTS.matchStore, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).matchStore, MATCH_STORE_METHODS),
    );
    bindSingleton(bind, PORTS.reportStore, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).reportStore, REPORT_STORE_METHODS),
    );
    bindSingleton(bind, PORTS.chatStore, (get) => async () => (await localBackend(get(PORTS.clock))).chatStore);
    bindSingleton(bind, PORTS.locationShare, (get) => async () => (await localBackend(get(PORTS.clock))).locationShare);
    bindSingleton(bind, PORTS.matchFeed, (get) => async () => (await localBackend(get(PORTS.clock))).matchFeed);
    bindSingleton(bind, PORTS.backoffice, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).backoffice, BACKOFFICE_METHODS),
    );
    bindSingleton(bind, PORTS.accountServices, (get) => () => localBackend(get(PORTS.clock)));
    bindSingleton(bind, PORTS.demoCohort, (get) =>
      loadOnFirstCall(async () => (await localBackend(get(PORTS.clock))).demoCohort, { add: true, list: true }),
    );
  });
}
