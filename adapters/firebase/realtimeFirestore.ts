import type { FirebaseApp } from "firebase/app";
import { connectFirestoreEmulator, type Firestore, initializeFirestore } from "firebase/firestore";
import type { FirebaseEmulators } from "./firebaseConfig";

/**
 * The full Firestore SDK (real-time listeners) on the app the lite SDK already uses: the two
 * coexist on one Firebase app and share its signed-in account. Only what follows changes in real
 * time loads it (the chat, the shared locations, the hub's matches), once per app (firebaseBackend.ts).
 */
export function startRealtimeFirestore(app: FirebaseApp, emulators: FirebaseEmulators | null): Firestore {
  const firestore = initializeFirestore(app, {});
  if (emulators !== null) connectFirestoreEmulator(firestore, emulators.firestoreHost, emulators.firestorePort);
  return firestore;
}
