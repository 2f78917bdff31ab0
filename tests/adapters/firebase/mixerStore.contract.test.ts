import { setLogLevel } from "firebase/app";
import { afterAll, beforeAll } from "vitest";
import { toPlacesDocument } from "../../../adapters/firebase/documents/placesDocument";
import { FirebaseAuthCalls } from "../../../adapters/firebase/FirebaseAuthCalls";
import { FirebaseIdentity } from "../../../adapters/firebase/FirebaseIdentity";
import { FirestoreMixerStore } from "../../../adapters/firebase/FirestoreMixerStore";
import { liteDocuments } from "../../../adapters/firebase/liteDocuments";
import { DAY_MS } from "../../../domain/shared/time";
import { AdminMixerLedger } from "../../../functions/src/adapters/AdminMixerLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";
import { CONTRACT_PLACE, describeMixerStoreContract } from "../../contracts/mixerStoreContract";
import {
  createTestSettings,
  createVerifiedAccountWithUid,
  deleteTestApps,
  PROJECT_ID,
  resetEmulators,
  startTestFirebase,
} from "./support/emulators";

/**
 * The mixers on Firebase, against the emulators: each student on an app of their own, signed in,
 * reading with the rules on and RSVPing through the callable functions (rsvpToMixer,
 * cancelMixerRsvp), which keep the places with the Admin SDK; the system's side on the Admin SDK.
 */

const admin = adminFirestore(PROJECT_ID);
const STUDENTS = ["ana", "ben", "cy"];
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  // The contract expects refusals (a check-in before the door opens), which the SDK would log as errors.
  setLogLevel("silent");
  await resetEmulators();
});
afterAll(async () => {
  await deleteTestApps();
  setLogLevel("warn");
});

describeMixerStoreContract("FirestoreMixerStore (emulators: rules on, the RSVP callables)", async (mixer) => {
  await resetEmulators();
  await Promise.all(STUDENTS.map((uid) => createVerifiedAccountWithUid(uid, `${uid}@state.edu`, PASSWORD)));
  for (const uid of STUDENTS) {
    await admin.doc(`users/${uid}`).set({
      email: `${uid}@state.edu`,
      first_name: uid,
      preferences: { interests: [], preferred_meal_times: [] },
      adult_confirmed_at: ADMIN_TIME_CODEC.fromMillis(Date.now() - DAY_MS),
    });
  }
  await admin.doc("places/default").set(toPlacesDocument([CONTRACT_PLACE]));
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("meal_times/contract-mixer").set({
    starts_at: ADMIN_TIME_CODEC.fromMillis(mixer.startsAt),
    kind: "mixer",
    mixer: { title: "Contract mixer", duration_minutes: 120, capacity: mixer.capacity },
  });
  return {
    as: async (uid) => {
      const { auth, firestore } = startTestFirebase();
      await new FirebaseIdentity(auth).signIn(`${uid}@state.edu`, PASSWORD);
      return new FirestoreMixerStore(liteDocuments(firestore), new FirebaseAuthCalls(auth), createTestSettings());
    },
    ledger: new AdminMixerLedger(admin),
    suspend: async (uid) => {
      await admin.doc(`users/${uid}`).update({
        suspended_until: ADMIN_TIME_CODEC.fromMillis(Date.now() + DAY_MS),
        suspension_reason: "harassment",
      });
    },
  };
});
