import type { Firestore } from "firebase/firestore/lite";
import type { Backoffice } from "../../domain/meetups/ports/Backoffice";
import type { MatchStore } from "../../domain/meetups/ports/MatchStore";
import type { OptInStore } from "../../domain/meetups/ports/OptInStore";
import type { ReportStore } from "../../domain/meetups/ports/ReportStore";
import type { PushSubscriptionStore } from "../../domain/notifications/ports/PushSubscriptionStore";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import { FirebaseBackoffice } from "./FirebaseBackoffice";
import { FirestoreMatchStore } from "./FirestoreMatchStore";
import { FirestoreMealSchedule } from "./FirestoreMealSchedule";
import { FirestoreOptInStore } from "./FirestoreOptInStore";
import { FirestorePushSubscriptions } from "./FirestorePushSubscriptions";
import { FirestoreReportStore } from "./FirestoreReportStore";

/** The stores of the meals' lifecycle: what the signed-in screens read and answer, never log-in or sign-up. */
export interface FirebaseLifecycleStores {
  readonly mealSchedule: MealSchedule;
  readonly optInStore: OptInStore;
  readonly matchStore: MatchStore;
  readonly reportStore: ReportStore;
  readonly backoffice: Backoffice;
  readonly pushSubscriptions: PushSubscriptionStore;
}

/**
 * The lifecycle's adapters on the backend's Firestore (the same app and sign-in): a module of their
 * own, so that the log-in and sign-up pages, which load the backend for Auth and the profile, do not
 * download the schedule's, the matches' and the reports' documents with it.
 */
export function createFirebaseLifecycleStores(firestore: Firestore): FirebaseLifecycleStores {
  return {
    mealSchedule: new FirestoreMealSchedule(firestore),
    optInStore: new FirestoreOptInStore(firestore),
    matchStore: new FirestoreMatchStore(firestore),
    reportStore: new FirestoreReportStore(firestore),
    backoffice: new FirebaseBackoffice(),
    pushSubscriptions: new FirestorePushSubscriptions(firestore),
  };
}
