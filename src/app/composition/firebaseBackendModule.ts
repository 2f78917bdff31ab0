import { ContainerModule } from "inversify";
import type { FirebaseSettings } from "../../../adapters/firebase/firebaseConfig";
import { BACKOFFICE_METHODS, MATCH_STORE_METHODS } from "./lazyPortMethods";
import { createSignOutRelay, download, lazyIdentity, loadOnce, loadOnFirstCall } from "./loadOnFirstCall";
import { PORTS } from "./tokens";

/**
 * The production backend: Firebase Authentication and Cloud Firestore. The SDK downloads
 * on the first call, so pages that never use the backend never load it; the adapters share
 * one Firebase app, as the rules need (Firestore requests carry the signed-in account's token).
 * There is no mailbox: Firebase delivers the verification emails. The system's side of the match
 * lifecycle runs in the Cloud Functions; the browser's Backoffice has nothing to nudge.
 */
export function firebaseBackendModule(settings: FirebaseSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const relay = createSignOutRelay();
    const backend = loadOnce(async () => {
      const { createFirebaseBackend } = await download(() => import("../../../adapters/firebase/firebaseBackend"));
      const loaded = createFirebaseBackend(settings);
      // Whichever port loads the SDK, a provider sign-out from then on reaches the app.
      relay.attach(loaded.identity);
      return loaded;
    });
    bind(PORTS.identity).toConstantValue(lazyIdentity(async () => (await backend()).identity, relay));
    bind(PORTS.profileStore).toConstantValue(
      loadOnFirstCall(async () => (await backend()).profileStore, {
        read: true,
        create: true,
        merge: true,
        markActive: true,
      }),
    );
    bind(PORTS.mealSchedule).toConstantValue(
      loadOnFirstCall(async () => (await backend()).mealSchedule, { read: true }),
    );
    bind(PORTS.optInStore).toConstantValue(
      loadOnFirstCall(async () => (await backend()).optInStore, { save: true, remove: true, find: true }),
    );
    bind(PORTS.matchStore).toConstantValue(
      loadOnFirstCall(async () => (await backend()).matchStore, MATCH_STORE_METHODS),
    );
    bind(PORTS.reportStore).toConstantValue(loadOnFirstCall(async () => (await backend()).reportStore, { file: true }));
    bind(PORTS.backoffice).toConstantValue(
      loadOnFirstCall(async () => (await backend()).backoffice, BACKOFFICE_METHODS),
    );
  });
}
