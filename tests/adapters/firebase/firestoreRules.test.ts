import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { setLogLevel } from "firebase/app";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import firestoreRules from "../../../firestore.rules?raw";
import { FIRESTORE_EMULATOR, PROJECT_ID } from "./support/emulators";

const OWNER = { uid: "ana", email: "ana@state.edu" };

let environment: RulesTestEnvironment;

beforeAll(async () => {
  // Most requests here are meant to be refused: the SDK's warning for each would bury the report.
  setLogLevel("silent");
  environment = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...FIRESTORE_EMULATOR, rules: firestoreRules },
  });
});
beforeEach(() => environment.clearFirestore());
afterAll(async () => {
  await environment.cleanup();
  setLogLevel("warn");
});

/** The signed-in owner of `users/ana`, address verified unless told otherwise. */
function owner(emailVerified = true): RulesTestContext {
  return environment.authenticatedContext(OWNER.uid, { email: OWNER.email, email_verified: emailVerified });
}

function profileOf(context: RulesTestContext, uid = OWNER.uid) {
  return context.firestore().doc(`users/${uid}`);
}

/** The default profile of spec §3, its times as Date (stored as Timestamps). */
function fullProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const createdAt = new Date(Date.UTC(2025, 8, 1, 16, 30));
  return {
    bio: "",
    class_level: "",
    created_at: createdAt,
    email: OWNER.email,
    first_name: "",
    has_meal_plan: false,
    last_active: createdAt,
    last_name: "",
    location: "",
    major: "",
    preferences: { interests: [], preferred_meal_times: [] },
    university: "",
    ...overrides,
  };
}

async function seedOwnerProfile(data: Record<string, unknown> = fullProfile()): Promise<void> {
  await environment.withSecurityRulesDisabled(async (context) => {
    await profileOf(context).set(data);
  });
}

describe("users/{uid}: who may do what", () => {
  it("lets the verified owner create, read and update their profile", async () => {
    await assertSucceeds(profileOf(owner()).set(fullProfile()));
    await assertSucceeds(profileOf(owner()).get());
    await assertSucceeds(profileOf(owner()).set({ last_active: new Date(), major: "History" }, { merge: true }));
    await assertSucceeds(profileOf(owner()).update({ "preferences.interests": ["jazz"] }));
  });

  it("lets the owner fill in every field to its limit, dietary preferences included", async () => {
    const filled = fullProfile({
      bio: "b".repeat(280),
      first_name: "f".repeat(50),
      last_name: "l".repeat(50),
      class_level: "c".repeat(100),
      location: "Boston",
      major: "Economics",
      university: "u".repeat(100),
      has_meal_plan: true,
      preferences: {
        interests: Array.from({ length: 10 }, (_, index) => `interest ${index}`),
        preferred_meal_times: Array.from({ length: 20 }, (_, index) => `slot ${index}`),
        dietary: ["vegetarian"],
      },
    });
    await assertSucceeds(profileOf(owner()).set(filled));
  });

  it("refuses another signed-in user, even a verified one", async () => {
    await seedOwnerProfile();
    const bo = environment.authenticatedContext("bo", { email: "bo@state.edu", email_verified: true });
    await assertFails(profileOf(bo).get());
    await assertFails(profileOf(bo).set(fullProfile({ email: "bo@state.edu" })));
    await assertFails(profileOf(bo).set({ major: "History" }, { merge: true }));
  });

  it("refuses a visitor who is not signed in", async () => {
    await seedOwnerProfile();
    const visitor = environment.unauthenticatedContext();
    await assertFails(profileOf(visitor).get());
    await assertFails(profileOf(visitor).set(fullProfile()));
  });

  it("refuses the owner until their address is verified", async () => {
    await assertFails(profileOf(owner(false)).set(fullProfile()));
    await seedOwnerProfile();
    await assertFails(profileOf(owner(false)).get());
    await assertFails(profileOf(owner(false)).set({ major: "History" }, { merge: true }));
  });

  it("refuses to delete a profile, even to its owner", async () => {
    await seedOwnerProfile();
    await assertFails(profileOf(owner()).delete());
  });

  it("refuses to list the profiles, even to a verified user", async () => {
    await seedOwnerProfile();
    await assertFails(owner().firestore().collection("users").get());
    await assertFails(owner().firestore().collection("users").where("email", "==", OWNER.email).get());
  });
});

describe("users/{uid}: what a profile may hold", () => {
  const refusedWrites: [string, Record<string, unknown>][] = [
    ["a field outside spec §3", { is_admin: true }],
    ["a bio over 280 characters", { bio: "b".repeat(281) }],
    ["a first name over 50 characters", { first_name: "f".repeat(51) }],
    ["a major over 100 characters", { major: "m".repeat(101) }],
    ["a first name that is not a string", { first_name: 42 }],
    ["a meal plan flag that is not a boolean", { has_meal_plan: "yes" }],
    ["a creation time that is not a timestamp", { created_at: Date.UTC(2025, 8, 1) }],
    ["a last activity that is not a timestamp", { last_active: "2025-09-01" }],
    ["an email other than the signed-in account's", { email: "someone.else@state.edu" }],
    ["more than 10 interests", { preferences: { interests: Array(11).fill("x"), preferred_meal_times: [] } }],
    [
      "more than 20 preferred meal times",
      { preferences: { interests: [], preferred_meal_times: Array(21).fill("x") } },
    ],
    [
      "more than 10 dietary needs",
      { preferences: { interests: [], preferred_meal_times: [], dietary: Array(11).fill("x") } },
    ],
    ["an unknown preferences key", { preferences: { interests: [], preferred_meal_times: [], budget: 20 } }],
    ["interests that are not a list", { preferences: { interests: "jazz", preferred_meal_times: [] } }],
    ["preferences that are not a map", { preferences: ["jazz"] }],
  ];

  for (const [what, fields] of refusedWrites) {
    it(`refuses creating a profile with ${what}`, async () => {
      await assertFails(profileOf(owner()).set(fullProfile(fields)));
    });
  }

  it("refuses a merge that adds a field outside spec §3 to an existing profile", async () => {
    await seedOwnerProfile();
    await assertFails(profileOf(owner()).set({ is_admin: true }, { merge: true }));
  });

  it("refuses a merge that makes an existing profile invalid", async () => {
    await seedOwnerProfile();
    await assertFails(profileOf(owner()).set({ bio: "b".repeat(281) }, { merge: true }));
    await assertFails(profileOf(owner()).update({ "preferences.budget": 20 }));
  });

  it("lets a profile keep a field an older app wrote, but not change it", async () => {
    await seedOwnerProfile(fullProfile({ emailVerified: true }));
    await assertSucceeds(profileOf(owner()).set({ major: "History" }, { merge: true }));
    await assertFails(profileOf(owner()).set({ emailVerified: false }, { merge: true }));
  });
});

describe("meal_times", () => {
  beforeEach(async () => {
    await environment.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc("meal_times/friday")
        .set({ starts_at: new Date(2025, 8, 19, 17, 30) });
    });
  });

  it("can be read by any signed-in user, verified or not", async () => {
    await assertSucceeds(owner().firestore().collection("meal_times").get());
    await assertSucceeds(owner(false).firestore().doc("meal_times/friday").get());
  });

  it("cannot be read by a visitor who is not signed in", async () => {
    await assertFails(environment.unauthenticatedContext().firestore().collection("meal_times").get());
  });

  it("cannot be written by any client", async () => {
    const times = owner().firestore().collection("meal_times");
    await assertFails(times.add({ starts_at: new Date() }));
    await assertFails(times.doc("friday").set({ starts_at: new Date() }));
    await assertFails(times.doc("friday").delete());
  });
});

describe("anything else", () => {
  it("is denied, read or write", async () => {
    const other = owner().firestore().collection("messages");
    await assertFails(other.get());
    await assertFails(other.doc("hello").set({ text: "hi" }));
  });
});

describe("meal_schedule (the weekly meal times)", () => {
  beforeEach(async () => {
    await environment.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc("meal_schedule/weekly")
        .set({ time_zone: "America/Detroit", weekly: [{ weekday: "Fri", times: ["17:30"] }] });
    });
  });

  it("can be read by a signed-in user", async () => {
    await assertSucceeds(owner().firestore().doc("meal_schedule/weekly").get());
  });

  it("cannot be read by a visitor who is not signed in", async () => {
    await assertFails(environment.unauthenticatedContext().firestore().doc("meal_schedule/weekly").get());
  });

  it("cannot be written by any client", async () => {
    const weekly = owner().firestore().doc("meal_schedule/weekly");
    await assertFails(weekly.set({ time_zone: "UTC", weekly: [] }));
    await assertFails(weekly.delete());
  });
});
