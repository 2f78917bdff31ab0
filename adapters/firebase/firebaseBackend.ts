import type { Backoffice } from "../../domain/ports/Backoffice";
import type { Identity } from "../../domain/ports/Identity";
import type { MatchStore } from "../../domain/ports/MatchStore";
import type { MealSchedule } from "../../domain/ports/MealSchedule";
import type { OptInStore } from "../../domain/ports/OptInStore";
import type { ProfileStore } from "../../domain/ports/ProfileStore";
import type { ReportStore } from "../../domain/ports/ReportStore";
import { FirebaseBackoffice } from "./FirebaseBackoffice";
import { FirebaseIdentity } from "./FirebaseIdentity";
import { FirestoreMatchStore } from "./FirestoreMatchStore";
import { FirestoreMealSchedule } from "./FirestoreMealSchedule";
import { FirestoreOptInStore } from "./FirestoreOptInStore";
import { FirestoreProfileStore } from "./FirestoreProfileStore";
import { FirestoreReportStore } from "./FirestoreReportStore";
import { startFirebase } from "./firebaseApp";
import type { FirebaseSettings } from "./firebaseConfig";

export interface FirebaseBackend {
  readonly identity: Identity;
  readonly profileStore: ProfileStore;
  readonly mealSchedule: MealSchedule;
  readonly optInStore: OptInStore;
  readonly matchStore: MatchStore;
  readonly reportStore: ReportStore;
  readonly backoffice: Backoffice;
}

/**
 * Every Firebase adapter, on one Firebase app: Firestore requests then carry the token of the
 * account Auth has signed in, as the security rules need. The composition root imports this
 * module on the first call to the backend, so the SDK downloads only then. The system's side of the
 * lifecycle (matching, reactions, timed jobs) runs in the Cloud Functions (functions/).
 */
export function createFirebaseBackend(settings: FirebaseSettings): FirebaseBackend {
  const { auth, firestore } = startFirebase(settings);
  return {
    identity: new FirebaseIdentity(auth),
    profileStore: new FirestoreProfileStore(firestore),
    mealSchedule: new FirestoreMealSchedule(firestore),
    optInStore: new FirestoreOptInStore(firestore),
    matchStore: new FirestoreMatchStore(firestore, auth),
    reportStore: new FirestoreReportStore(firestore),
    backoffice: new FirebaseBackoffice(),
  };
}
