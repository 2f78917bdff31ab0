import { ContainerModule } from "inversify";
import type { FirebaseSettings } from "../../../adapters/firebase/firebaseConfig";
import { createSignOutRelay, download, lazyIdentity, loadOnce, loadOnFirstCall } from "./loadOnFirstCall";
import { PORTS } from "./tokens";

/**
 * The production backend: Firebase Authentication and Cloud Firestore. The SDK downloads
 * on the first call, so pages that never use the backend never load it; the adapters share
 * one Firebase app, as the rules need (Firestore requests carry the signed-in account's token).
 * Firebase delivers the emails; a build on the emulators (VITE_FIREBASE_EMULATORS, decided at build
 * time) reads them in /dev/mailbox instead (EmulatorMailbox). The system's side of the match
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
    bind(PORTS.profileStore).toConstantValue(loadOnFirstCall(async () => (await backend()).profileStore));
    // The lifecycle's stores download apart, with the first signed-in screen: log-in and sign-up never carry them.
    const lifecycle = async () => {
      const loaded = await backend();
      return download(() => loaded.loadLifecycleStores());
    };
    bind(PORTS.mealSchedule).toConstantValue(loadOnFirstCall(async () => (await lifecycle()).mealSchedule));
    bind(PORTS.optInStore).toConstantValue(loadOnFirstCall(async () => (await lifecycle()).optInStore));
    bind(PORTS.matchStore).toConstantValue(loadOnFirstCall(async () => (await lifecycle()).matchStore));
    bind(PORTS.reportStore).toConstantValue(loadOnFirstCall(async () => (await lifecycle()).reportStore));
    // The full Firestore SDK downloads with the first conversation followed (chatUseCases.ts).
    bind(PORTS.chatStore).toConstantValue(async () => {
      const loaded = await backend();
      return download(() => loaded.loadChatStore());
    });
    // The shared locations' store, on the same full SDK, downloads with the colour screen.
    bind(PORTS.locationShare).toConstantValue(async () => {
      const loaded = await backend();
      return download(() => loaded.loadLocationShare());
    });
    // The hub's matches in real time, on the same full SDK, once the hub shows a match (MyMeals).
    bind(PORTS.matchFeed).toConstantValue(async () => {
      const loaded = await backend();
      return download(() => loaded.loadMatchFeed());
    });
    bind(PORTS.backoffice).toConstantValue(loadOnFirstCall(async () => (await lifecycle()).backoffice));
    // What calls the Cloud Functions (download, deletion, the console) loads apart, on its first use.
    const accountServices = loadOnce(async () => {
      const [{ createFirebaseAccountServices }, loaded] = await Promise.all([
        download(() => import("../../../adapters/firebase/firebaseAccountServices")),
        backend(),
      ]);
      return createFirebaseAccountServices(loaded, settings);
    });
    bind(PORTS.accountServices).toConstantValue(accountServices);
    // The operators' console's desks load apart, on its first call: no student's screen carries them.
    bind(PORTS.operationsServices).toConstantValue(
      loadOnce(async () => {
        const [{ createFirebaseOperationsServices }, loaded] = await Promise.all([
          download(() => import("../../../adapters/firebase/firebaseOperationsServices")),
          backend(),
        ]);
        return createFirebaseOperationsServices(loaded, settings);
      }),
    );
    const { emulators } = settings;
    if (import.meta.env.VITE_FIREBASE_EMULATORS === "true" && emulators !== null) {
      bind(PORTS.mailbox).toConstantValue(
        loadOnFirstCall(async () => {
          const { EmulatorMailbox } = await download(() => import("../../../adapters/firebase/EmulatorMailbox"));
          return new EmulatorMailbox(settings.webConfig, emulators);
        }),
      );
    }
  });
}
