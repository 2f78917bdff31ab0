import { type App, getApps, initializeApp } from "firebase-admin/app";
import { type Firestore, getFirestore } from "firebase-admin/firestore";
import { countFirestoreCostsWhenAsked } from "./firestoreCostCounting";

/**
 * The Admin SDK's Firestore, on the one Admin app: in a deployed function, the project's own; under
 * the emulators (FIRESTORE_EMULATOR_HOST set), the emulator's, for the project given or the function's.
 */
export function adminFirestore(projectId?: string): Firestore {
  const firestore = getFirestore(adminApp(projectId));
  countFirestoreCostsWhenAsked(firestore);
  return firestore;
}

/** The one Admin app (Auth's accounts are reached through it). */
export function adminApp(projectId?: string): App {
  return getApps()[0] ?? initializeApp(projectId === undefined ? undefined : { projectId });
}

/**
 * The Admin SDK's Firestore for another project than the one app's, on an app of its own: on the
 * emulators, a project no function listens to (tests writing more than the triggers should follow).
 */
export function adminFirestoreOfProject(projectId: string): Firestore {
  const app = getApps().find((existing) => existing.name === projectId) ?? initializeApp({ projectId }, projectId);
  return getFirestore(app);
}
