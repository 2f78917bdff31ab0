import type { MealTime } from "../../domain/entities/MealTime";
import type { StoredProfile, UserProfile } from "../../domain/entities/UserProfile";
import { ServiceUnreachableError } from "../../domain/errors";
import type { Account, Identity } from "../../domain/ports/Identity";
import type { MealSchedule } from "../../domain/ports/MealSchedule";
import type { ProfileStore } from "../../domain/ports/ProfileStore";
import type { Unsubscribe } from "../../domain/ports/Unsubscribe";
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
  const signedOutListeners = new Set<() => void>();
  let loading: Promise<FirebaseBackend> | null = null;

  const load = (): Promise<FirebaseBackend> => {
    loading ??= loadFirebaseBackend(settings).then(
      (backend) => {
        backend.identity.onSignedOutByProvider(() => {
          for (const listener of [...signedOutListeners]) listener();
        });
        return backend;
      },
      (error: unknown) => {
        loading = null; // the next call tries again
        throw error;
      },
    );
    return loading;
  };

  const identity: Identity = {
    createAccount: async (email: string, password: string): Promise<Account> =>
      (await load()).identity.createAccount(email, password),
    sendVerificationEmail: async (returnUrl: string): Promise<void> =>
      (await load()).identity.sendVerificationEmail(returnUrl),
    signIn: async (email: string, password: string): Promise<Account> =>
      (await load()).identity.signIn(email, password),
    reloadCurrentUser: async (): Promise<Account | null> => (await load()).identity.reloadCurrentUser(),
    signOut: async (): Promise<void> => (await load()).identity.signOut(),
    // Registering does not load the SDK: until something does, nobody can be signed out by it.
    onSignedOutByProvider: (listener: () => void): Unsubscribe => {
      const subscription = () => listener();
      signedOutListeners.add(subscription);
      return () => signedOutListeners.delete(subscription);
    },
  };
  const profileStore: ProfileStore = {
    read: async (uid: string): Promise<StoredProfile | null> => (await load()).profileStore.read(uid),
    merge: async (uid: string, fields: Partial<UserProfile>): Promise<void> =>
      (await load()).profileStore.merge(uid, fields),
  };
  const mealSchedule: MealSchedule = {
    list: async (): Promise<readonly MealTime[]> => (await load()).mealSchedule.list(),
  };
  return { identity, profileStore, mealSchedule };
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
