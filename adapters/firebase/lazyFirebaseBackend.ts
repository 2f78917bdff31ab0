import { ServiceUnreachableError } from "../../domain/errors";
import type { Identity } from "../../domain/ports/Identity";
import type { MealSchedule } from "../../domain/ports/MealSchedule";
import type { ProfileStore } from "../../domain/ports/ProfileStore";
import { lazyIdentity, lazyMealSchedule, lazyProfileStore, loadOnce } from "../../src/app/composition/lazyPorts";
import type { FirebaseSettings } from "./firebaseConfig";

export interface FirebaseBackend {
  readonly identity: Identity;
  readonly profileStore: ProfileStore;
  readonly mealSchedule: MealSchedule;
}

/**
 * The Firebase adapters behind stand-ins that download the SDK (through dynamic
 * `import()`) at the first call of any of their methods, so that pages which never
 * touch the backend never load Firebase. The three share one app, as the rules need:
 * Firestore requests carry the token of the account Auth has signed in.
 */
export function createLazyFirebaseBackend(settings: FirebaseSettings): FirebaseBackend {
  const backend = loadOnce(() => loadFirebaseBackend(settings));
  return {
    identity: lazyIdentity(async () => (await backend()).identity),
    profileStore: lazyProfileStore(async () => (await backend()).profileStore),
    mealSchedule: lazyMealSchedule(async () => (await backend()).mealSchedule),
  };
}

async function loadFirebaseBackend(settings: FirebaseSettings): Promise<FirebaseBackend> {
  const [{ startFirebase }, { FirebaseIdentity }, { FirestoreProfileStore }, { FirestoreMealSchedule }] =
    await Promise.all([
      import("./firebaseApp"),
      import("./FirebaseIdentity"),
      import("./FirestoreProfileStore"),
      import("./FirestoreMealSchedule"),
    ]).catch((error: unknown) => {
      // Offline, or a deployment replaced the chunks this page was built with.
      throw new ServiceUnreachableError("The Firebase SDK could not be downloaded", { cause: error });
    });
  const { auth, firestore } = startFirebase(settings);
  return {
    identity: new FirebaseIdentity(auth),
    profileStore: new FirestoreProfileStore(firestore),
    mealSchedule: new FirestoreMealSchedule(firestore),
  };
}
