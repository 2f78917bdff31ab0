import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FirebaseIdentity } from "../../../adapters/firebase/FirebaseIdentity";
import { FirestoreMealSchedule } from "../../../adapters/firebase/FirestoreMealSchedule";
import { FirestoreProfileStore } from "../../../adapters/firebase/FirestoreProfileStore";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { MemoryPendingSignUp } from "../../../adapters/local/MemoryPendingSignUp";
import { MemorySessionStorage } from "../../../adapters/local/MemorySessionStorage";
import { EditProfile } from "../../../domain/account/EditProfile";
import { LogIn } from "../../../domain/account/LogIn";
import { Session } from "../../../domain/session/Session";
import firestoreRules from "../../../firestore.rules?raw";
import { RecordingLogger } from "../../support/localBackend";
import {
  deleteTestApps,
  FIRESTORE_EMULATOR,
  PROJECT_ID,
  resetEmulators,
  startTestFirebase,
  verifyEmailThroughLink,
} from "./support/emulators";

/**
 * Profile documents the app did not write itself (an older version, a hand edit in the console),
 * met by the real use cases on the Firebase adapters, the emulators and the security rules: the
 * student logs in and can save their profile; each unreadable field is the default meanwhile.
 */

const PASSWORD = "correct horse battery";
let counter = 0;
let rules: RulesTestEnvironment;

beforeAll(async () => {
  await resetEmulators();
  rules = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...FIRESTORE_EMULATOR, rules: firestoreRules },
  });
});

afterAll(async () => {
  await deleteTestApps();
  await rules.cleanup();
});

/** A verified student, signed out again, whose document users/{uid} holds `document` (written past the rules). */
async function studentWithDocument(document: Record<string, unknown>) {
  const { auth, firestore } = startTestFirebase();
  const identity = new FirebaseIdentity(auth);
  const email = `older${counter++}.${Date.now()}@state.edu`;
  const account = await identity.createAccount(email, PASSWORD);
  await identity.sendVerificationEmail("http://localhost:4173/");
  await verifyEmailThroughLink(email);
  await identity.signOut();
  await rules.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc(`users/${account.uid}`)
      .set({ email, ...document });
  });
  const clock = new ManualClock(new Date());
  const session = new Session(new MemorySessionStorage(), clock, identity);
  const profiles = new FirestoreProfileStore(firestore);
  const logger = new RecordingLogger();
  return {
    email,
    uid: account.uid,
    session,
    logger,
    logIn: new LogIn(identity, profiles, session, clock, logger, new MemoryPendingSignUp()),
    editProfile: new EditProfile(profiles, session, new FirestoreMealSchedule(firestore), clock),
    readStored: async () => {
      let stored: Record<string, unknown> | undefined;
      await rules.withSecurityRulesDisabled(async (context) => {
        stored = (await context.firestore().doc(`users/${account.uid}`).get()).data();
      });
      return stored;
    },
  };
}

describe("profile documents the app did not write (Firebase emulator, rules on)", () => {
  it("logs in with a malformed document: each bad field is the default, and last_active is recorded", async () => {
    const student = await studentWithDocument({
      first_name: 42,
      last_name: "Lima",
      class_level: ["Junior"],
      has_meal_plan: "yes",
      created_at: "2024-09-01",
      preferences: { interests: "jazz, chess", preferred_meal_times: ["Fri 18:30"] },
    });
    const user = await student.logIn.execute(student.email, PASSWORD);
    expect(user).toMatchObject({
      uid: student.uid,
      email: student.email,
      first_name: "",
      last_name: "Lima",
      class_level: "",
      has_meal_plan: false,
      preferences: { interests: [], preferred_meal_times: ["Fri 18:30"] },
    });
    expect(student.logger.warnings).toEqual([]);
    expect((await student.readStored())?.last_active).toBeDefined();
  });

  it("logs in with an older version's document, and saves the profile over its bad fields", async () => {
    const student = await studentWithDocument({ emailVerified: true, first_name: 42, bio: "Hello" });
    await student.logIn.execute(student.email, PASSWORD);
    expect(student.session.current()).toMatchObject({ first_name: "", bio: "Hello" });
    const saved = await student.editProfile.save({
      first_name: "Ana",
      last_name: "Lima",
      university: "State",
      class_level: "Junior",
      major: "",
      bio: "Hello",
      has_meal_plan: false,
      interests: ["Jazz"],
      preferred_meal_times: [],
      dietary: [],
    });
    expect(saved.first_name).toBe("Ana");
    expect(await student.readStored()).toMatchObject({ first_name: "Ana", emailVerified: true, bio: "Hello" });
  });

  it("reads the stored document afresh for the profile screen, each field checked", async () => {
    const student = await studentWithDocument({ first_name: "Ana", major: ["History"] });
    await student.logIn.execute(student.email, PASSWORD);
    await rules.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`users/${student.uid}`).update({ first_name: "Ana María" });
    });
    expect(await student.editProfile.load()).toMatchObject({ first_name: "Ana María", major: "" });
  });
});
