import { type FirebaseApp, initializeApp } from "firebase/app";
import {
  type Auth,
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from "firebase/auth";
import { connectFirestoreEmulator, type Firestore, getFirestore } from "firebase/firestore/lite";
import type { FirebaseSettings } from "./firebaseConfig";

export interface FirebaseServices {
  readonly app: FirebaseApp;
  readonly auth: Auth;
  readonly firestore: Firestore;
}

/**
 * Starts one Firebase app with its Auth and Firestore (lite: REST only, a third of
 * the full SDK's size), connected to the emulators when the settings name them.
 * `appName` lets tests run several independent apps side by side.
 */
export function startFirebase(settings: FirebaseSettings, appName?: string): FirebaseServices {
  const app = initializeApp({ ...settings.webConfig }, appName);
  // Not getAuth(): it adds the popup/redirect resolver, which on Safari and mobile browsers loads a script
  // and an iframe from Google at start-up: blocked by our CSP, and useless to email-and-password sign-in.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  const firestore = getFirestore(app);
  if (settings.emulators !== null) {
    connectAuthEmulator(auth, settings.emulators.authUrl, { disableWarnings: true });
    connectFirestoreEmulator(firestore, settings.emulators.firestoreHost, settings.emulators.firestorePort);
  }
  return { app, auth, firestore };
}
