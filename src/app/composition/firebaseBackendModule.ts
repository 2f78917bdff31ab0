import { ContainerModule } from "inversify";
import type { FirebaseSettings } from "../../../adapters/firebase/firebaseConfig";
import { createLazyFirebaseBackend } from "../../../adapters/firebase/lazyFirebaseBackend";
import { PORTS } from "./tokens";

/**
 * The production backend: Firebase Authentication and Cloud Firestore. The SDK
 * downloads on the first call, so pages that never use the backend never load it.
 * There is no mailbox: Firebase delivers the verification emails.
 */
export function firebaseBackendModule(settings: FirebaseSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const backend = createLazyFirebaseBackend(settings);
    bind(PORTS.identity).toConstantValue(backend.identity);
    bind(PORTS.profileStore).toConstantValue(backend.profileStore);
    bind(PORTS.mealSchedule).toConstantValue(backend.mealSchedule);
  });
}
