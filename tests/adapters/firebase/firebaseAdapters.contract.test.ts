import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEEKLY_SCHEDULE_PATH } from "../../../adapters/firebase/documents/mealScheduleDocuments";
import { FirebaseIdentity } from "../../../adapters/firebase/FirebaseIdentity";
import { FirestoreMealSchedule } from "../../../adapters/firebase/FirestoreMealSchedule";
import { FirestoreProfileStore } from "../../../adapters/firebase/FirestoreProfileStore";
import { defaultProfile, newProfileOf } from "../../../domain/profile/UserProfile";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import firestoreRules from "../../../firestore.rules?raw";
import { describeIdentityContract } from "../../contracts/identityContract";
import { describeMealScheduleContract, instantOfLocalDateTime } from "../../contracts/mealScheduleContract";
import { describeProfileStoreContract } from "../../contracts/profileStoreContract";
import {
  deleteTestApps,
  FIRESTORE_EMULATOR,
  PROJECT_ID,
  resetEmulators,
  startTestFirebase,
  verifyEmailThroughLink,
  withoutFirebaseWarnings,
} from "./support/emulators";

let accountCounter = 0;
const PASSWORD = "correct horse battery";

let rulesEnvironment: RulesTestEnvironment;

beforeAll(async () => {
  await resetEmulators();
  rulesEnvironment = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...FIRESTORE_EMULATOR, rules: firestoreRules },
  });
});

afterAll(async () => {
  await deleteTestApps();
  await rulesEnvironment.cleanup();
});

/** A new app whose student has signed up and followed the verification link. */
async function signedInVerifiedStudent() {
  const { auth, firestore } = startTestFirebase();
  const identity = new FirebaseIdentity(auth);
  const account = await identity.createAccount(`owner${accountCounter++}.${Date.now()}@state.edu`, PASSWORD);
  await identity.sendVerificationEmail("http://localhost:4173/");
  await verifyEmailThroughLink(account.email);
  // What the sign-up poll does; it also gets the token the rules need to see the verified address.
  await identity.reloadCurrentUser();
  return { identity, firestore, account };
}

describeIdentityContract("FirebaseIdentity (auth emulator)", async () => ({
  identity: new FirebaseIdentity(startTestFirebase().auth),
  verifyEmail: verifyEmailThroughLink,
}));

describeProfileStoreContract("FirestoreProfileStore (Firestore emulator, rules on)", async () => {
  const { firestore, account } = await signedInVerifiedStudent();
  return {
    store: new FirestoreProfileStore(firestore),
    uid: account.uid,
    email: account.email,
    // The emulator runs on this machine: its clock is this one.
    storeTime: async () => Date.now(),
    timeTolerance: 5_000,
    writeOlderProfile: (profile) =>
      rulesEnvironment.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(`users/${account.uid}`).set(profile);
      }),
  };
});

describeMealScheduleContract("FirestoreMealSchedule (Firestore emulator, rules on)", async (data) => {
  await rulesEnvironment.withSecurityRulesDisabled(async (context) => {
    const mealTimes = context.firestore().collection("meal_times");
    const existing = await mealTimes.get();
    await Promise.all(existing.docs.map((document) => document.ref.delete()));
    const weekly = context.firestore().doc(WEEKLY_SCHEDULE_PATH);
    if (data === null) {
      await weekly.delete();
      return;
    }
    // A JavaScript Date is stored as a Firestore Timestamp.
    const startOf = (text: string) => new Date(instantOfLocalDateTime(text, data.timeZone));
    await Promise.all(
      data.dated.map((entry) => {
        const { at, ...fields } = typeof entry === "string" ? { at: entry } : entry;
        return mealTimes.add({ ...fields, starts_at: startOf(at) });
      }),
    );
    await weekly.set({ time_zone: data.timeZone, weekly: data.weekly });
  });
  // The rules let verified school students read the meal times, and nobody else.
  const { firestore } = await signedInVerifiedStudent();
  return new FirestoreMealSchedule(firestore);
});

describe("FirestoreProfileStore beyond the contract", () => {
  it("stores the times as Firestore Timestamps, the server's", async () => {
    const { firestore, account } = await signedInVerifiedStudent();
    const before = Date.now();
    await new FirestoreProfileStore(firestore).create(account.uid, newProfileOf(defaultProfile(account.email, 0)));
    await rulesEnvironment.withSecurityRulesDisabled(async (context) => {
      const stored = (await context.firestore().doc(`users/${account.uid}`).get()).data();
      expect(Math.abs(stored?.created_at?.toMillis() - before)).toBeLessThan(5_000);
      expect(stored?.last_active?.toMillis()).toBe(stored?.created_at?.toMillis());
    });
  });

  it("fails with ServiceUnreachableError when Firestore does not answer", async () => {
    // Port 9 (discard) has nobody listening here: the request is refused at once.
    const { firestore } = startTestFirebase({ firestorePort: 9 });
    const reading = withoutFirebaseWarnings(() => new FirestoreProfileStore(firestore).read("anyone"));
    await expect(reading).rejects.toBeInstanceOf(ServiceUnreachableError);
  });

  it("lets the rules refuse a student whose address is not verified yet", async () => {
    const { auth, firestore } = startTestFirebase();
    const account = await new FirebaseIdentity(auth).createAccount(`fresh${accountCounter++}@state.edu`, PASSWORD);
    const reading = withoutFirebaseWarnings(() => new FirestoreProfileStore(firestore).read(account.uid));
    await expect(reading).rejects.toMatchObject({
      code: "permission-denied",
    });
  });
});
