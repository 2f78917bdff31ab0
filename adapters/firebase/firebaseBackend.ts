import type { Identity } from "../../domain/ports/Identity";
import type { MealSchedule } from "../../domain/ports/MealSchedule";
import type { ProfileStore } from "../../domain/ports/ProfileStore";
import { FirebaseIdentity } from "./FirebaseIdentity";
import { FirestoreMealSchedule } from "./FirestoreMealSchedule";
import { FirestoreProfileStore } from "./FirestoreProfileStore";
import { startFirebase } from "./firebaseApp";
import type { FirebaseSettings } from "./firebaseConfig";

export interface FirebaseBackend {
  readonly identity: Identity;
  readonly profileStore: ProfileStore;
  readonly mealSchedule: MealSchedule;
}

/**
 * Every Firebase adapter, on one Firebase app: Firestore requests then carry the token of the
 * account Auth has signed in, as the security rules need. The composition root imports this
 * module on the first call to the backend, so the SDK downloads only then.
 */
export function createFirebaseBackend(settings: FirebaseSettings): FirebaseBackend {
  const { auth, firestore } = startFirebase(settings);
  return {
    identity: new FirebaseIdentity(auth),
    profileStore: new FirestoreProfileStore(firestore),
    mealSchedule: new FirestoreMealSchedule(firestore),
  };
}
