import { setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll } from "vitest";
import { FirebaseIdentity } from "../../../../adapters/firebase/FirebaseIdentity";
import { startRealtimeFirestore } from "../../../../adapters/firebase/realtimeFirestore";
import {
  createTestSettings,
  createVerifiedAccountWithUid,
  deleteTestApps,
  resetEmulators,
  startTestFirebase,
} from "./emulators";

/**
 * The members the real-time contract suites (the chat, the shared locations, the matches' feed) sign
 * in as: verified at state.edu; fay sits in the sixth seat of a table.
 */
const MEMBERS = ["ana", "ben", "cy", "fay"];
const PASSWORD = "correct horse battery";

/**
 * Call in a real-time suite's top level: the full SDK kept quiet (the contracts expect refusals,
 * which it would log as errors), the emulators cleared first, every app deleted at the end.
 */
export function realtimeSuite(): void {
  beforeAll(async () => {
    setLogLevel("silent");
    await resetEmulators();
  });
  afterAll(deleteTestApps);
}

/** The emulators cleared, and the members' accounts made again. */
export async function freshMembers(): Promise<void> {
  await resetEmulators();
  await Promise.all(MEMBERS.map((uid) => createVerifiedAccountWithUid(uid, `${uid}@state.edu`, PASSWORD)));
}

/** The lite SDK (what the app's stores use) on an app of the member's own, signed in as them. */
export async function liteFirestoreOf(uid: string) {
  const { auth, firestore } = startTestFirebase();
  await new FirebaseIdentity(auth).signIn(`${uid}@state.edu`, PASSWORD);
  return firestore;
}

/** The full SDK (onSnapshot) on an app of the member's own, signed in as them. */
export async function realtimeFirestoreOf(uid: string) {
  const { app, auth } = startTestFirebase();
  await new FirebaseIdentity(auth).signIn(`${uid}@state.edu`, PASSWORD);
  return startRealtimeFirestore(app, createTestSettings().emulators);
}
