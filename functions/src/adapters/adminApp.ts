import { getApps, initializeApp } from "firebase-admin/app";
import { type Firestore, getFirestore } from "firebase-admin/firestore";

/**
 * The Admin SDK's Firestore, on the one Admin app: in a deployed function, the project's own; under
 * the emulators (FIRESTORE_EMULATOR_HOST set), the emulator's, for the project given or the function's.
 */
export function adminFirestore(projectId?: string): Firestore {
  const app = getApps()[0] ?? initializeApp(projectId === undefined ? undefined : { projectId });
  return getFirestore(app);
}
