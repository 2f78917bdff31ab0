import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { MAX_SNOOZE_MS } from "../../../../domain/meetups/meetupRules";
import { DAY_MS, HOUR_MS } from "../../../../domain/shared/time";
import { rulesEnvironmentPerSuite } from "../support/rulesEnvironment";

/**
 * users/{uid} (firestore.rules), on the Firestore emulator. Who reads: its owner, verified at a
 * school. Who writes: its owner (created whole, with "I am 18 or older" confirmed, then changed field
 * by field), and the functions (a suspension). Which fields: spec §3's, each valid, a snooze, the age
 * confirmation. Which times: created_at, last_active and adult_confirmed_at are the server's.
 * Writes use the modular SDK on the test contexts' Firestore, as the app does, so that
 * `serverTimestamp()` is the server's time the rules compare with `request.time`.
 */

const OWNER = { uid: "ana", email: "ana@state.edu" };

const environment = rulesEnvironmentPerSuite();

/** A signed-in account as the token shows it to the rules. */
function account(uid: string, email: string, emailVerified = true): RulesTestContext {
  return environment().authenticatedContext(uid, { email, email_verified: emailVerified });
}

/** The signed-in owner of `users/ana`, address verified unless told otherwise. */
function owner(emailVerified = true): RulesTestContext {
  return account(OWNER.uid, OWNER.email, emailVerified);
}

function profileOf(context: RulesTestContext, uid = OWNER.uid) {
  return doc(context.firestore(), `users/${uid}`);
}

/** The default profile of spec §3 as the app creates it: its times, and the age confirmation's, the server's. */
function newProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    adult_confirmed_at: serverTimestamp(),
    bio: "",
    class_level: "",
    created_at: serverTimestamp(),
    email: OWNER.email,
    first_name: "",
    has_meal_plan: false,
    last_active: serverTimestamp(),
    last_name: "",
    location: "",
    major: "",
    preferences: { interests: [], preferred_meal_times: [] },
    university: "",
    ...overrides,
  };
}

/** A profile already stored (as it was created some time ago), written past the rules. */
async function seedOwnerProfile(overrides: Record<string, unknown> = {}): Promise<void> {
  const createdAt = new Date(Date.UTC(2025, 8, 1, 16, 30));
  await environment().withSecurityRulesDisabled(async (context) => {
    await setDoc(profileOf(context), newProfile({ created_at: createdAt, last_active: createdAt, ...overrides }));
  });
}

describe("users/{uid}: who may do what", () => {
  it("lets the verified owner create, read and update their profile", async () => {
    await assertSucceeds(setDoc(profileOf(owner()), newProfile()));
    await assertSucceeds(getDoc(profileOf(owner())));
    await assertSucceeds(setDoc(profileOf(owner()), { major: "History" }, { merge: true }));
    await assertSucceeds(updateDoc(profileOf(owner()), { last_active: serverTimestamp() }));
    await assertSucceeds(updateDoc(profileOf(owner()), { "preferences.interests": ["jazz"] }));
  });

  it("refuses another signed-in user, even a verified one", async () => {
    await seedOwnerProfile();
    const bo = account("bo", "bo@state.edu");
    await assertFails(getDoc(profileOf(bo)));
    await assertFails(setDoc(profileOf(bo), newProfile({ email: "bo@state.edu" })));
    await assertFails(setDoc(profileOf(bo), { major: "History" }, { merge: true }));
  });

  it("refuses a visitor who is not signed in", async () => {
    await seedOwnerProfile();
    const visitor = environment().unauthenticatedContext();
    await assertFails(getDoc(profileOf(visitor)));
    await assertFails(setDoc(profileOf(visitor), newProfile()));
  });

  it("refuses the owner until their address is verified", async () => {
    await assertFails(setDoc(profileOf(owner(false)), newProfile()));
    await seedOwnerProfile();
    await assertFails(getDoc(profileOf(owner(false))));
    await assertFails(setDoc(profileOf(owner(false)), { major: "History" }, { merge: true }));
  });

  it.each([
    ["a verified address that is not a school's", "ana@gmail.com"],
    ["an address that only contains .edu", "ana@state.edu.example.com"],
  ])("refuses %s, for every read and write", async (_case, email) => {
    const outsider = account(OWNER.uid, email);
    await assertFails(setDoc(profileOf(outsider), newProfile({ email })));
    await seedOwnerProfile({ email });
    await assertFails(getDoc(profileOf(outsider)));
    await assertFails(setDoc(profileOf(outsider), { major: "History" }, { merge: true }));
  });

  it("takes a school address whatever its case", async () => {
    const shouting = account(OWNER.uid, "Ana@State.EDU");
    await assertSucceeds(setDoc(profileOf(shouting), newProfile({ email: "Ana@State.EDU" })));
  });

  it("refuses to delete a profile, even to its owner", async () => {
    await seedOwnerProfile();
    await assertFails(deleteDoc(profileOf(owner())));
  });

  it("refuses to list the profiles, even to a verified user", async () => {
    await seedOwnerProfile();
    const users = collection(owner().firestore(), "users");
    await assertFails(getDocs(users));
    await assertFails(getDocs(query(users, where("email", "==", OWNER.email))));
  });
});

describe("users/{uid}: what never changes, and whose time it is", () => {
  it("refuses a creation time that is not the server's", async () => {
    await assertFails(setDoc(profileOf(owner()), newProfile({ created_at: new Date(Date.UTC(2020, 0, 1)) })));
  });

  it("refuses a last activity at creation that is not the server's", async () => {
    await assertFails(setDoc(profileOf(owner()), newProfile({ last_active: new Date() })));
  });

  it("refuses a profile created without its email, or without any other §3 field", async () => {
    const { email: _email, ...withoutEmail } = newProfile();
    await assertFails(setDoc(profileOf(owner()), withoutEmail));
    const { bio: _bio, ...withoutBio } = newProfile();
    await assertFails(setDoc(profileOf(owner()), withoutBio));
  });

  it("refuses to delete a field of the profile", async () => {
    await seedOwnerProfile();
    await assertFails(updateDoc(profileOf(owner()), { bio: deleteField() }));
  });

  it("refuses to rewrite the creation time, even to the server's time now", async () => {
    await seedOwnerProfile();
    await assertFails(setDoc(profileOf(owner()), { created_at: new Date(Date.UTC(2020, 0, 1)) }, { merge: true }));
    await assertFails(updateDoc(profileOf(owner()), { created_at: serverTimestamp() }));
    await assertFails(updateDoc(profileOf(owner()), { created_at: deleteField() }));
  });

  it("refuses to change, blank or delete the email, even to the account's own", async () => {
    await seedOwnerProfile({ email: "ana.old@state.edu" });
    await assertFails(setDoc(profileOf(owner()), { email: OWNER.email }, { merge: true }));
    await assertFails(setDoc(profileOf(owner()), { email: "" }, { merge: true }));
    await assertFails(updateDoc(profileOf(owner()), { email: deleteField() }));
  });

  it("takes a last activity that is the server's time now, and no other", async () => {
    await seedOwnerProfile();
    await assertFails(updateDoc(profileOf(owner()), { last_active: new Date() }));
    await assertFails(updateDoc(profileOf(owner()), { last_active: new Date(Date.UTC(2030, 0, 1)) }));
    await assertSucceeds(updateDoc(profileOf(owner()), { last_active: serverTimestamp() }));
  });

  it("lets a merge send the frozen fields unchanged (a merge of the whole profile)", async () => {
    await seedOwnerProfile();
    let stored: Record<string, unknown> = {};
    await environment().withSecurityRulesDisabled(async (context) => {
      stored = (await getDoc(profileOf(context))).data() ?? {};
    });
    await assertSucceeds(setDoc(profileOf(owner()), { ...stored, major: "History" }, { merge: true }));
  });
});

describe("users/{uid}: what a profile may hold", () => {
  const ONE_HUNDRED_KB = "x".repeat(100_000);
  const refusedWrites: [string, Record<string, unknown>][] = [
    ["a field outside spec §3", { is_admin: true }],
    ["a bio over 280 characters", { bio: "b".repeat(281) }],
    ["a first name over 50 characters", { first_name: "f".repeat(51) }],
    ["a last name over 50 characters", { last_name: "l".repeat(51) }],
    ["a major over 100 characters", { major: "m".repeat(101) }],
    ["a university over 100 characters", { university: "u".repeat(101) }],
    ["a location over 100 characters", { location: "l".repeat(101) }],
    ["a first name that is not a string", { first_name: 42 }],
    ["a class level the app does not offer", { class_level: "Wizard" }],
    ["a meal plan flag that is not a boolean", { has_meal_plan: "yes" }],
    ["an email other than the signed-in account's", { email: "someone.else@state.edu" }],
    ["more than 10 interests", { preferences: { interests: Array(11).fill("x"), preferred_meal_times: [] } }],
    ["an interest that is not a string", { preferences: { interests: [42], preferred_meal_times: [] } }],
    ["an interest that is a map", { preferences: { interests: [{ nested: "map" }], preferred_meal_times: [] } }],
    ["an interest over 30 characters", { preferences: { interests: ["i".repeat(31)], preferred_meal_times: [] } }],
    ["an empty interest", { preferences: { interests: [""], preferred_meal_times: [] } }],
    [
      "a 100 KB string as the tenth interest",
      { preferences: { interests: [...Array(9).fill("jazz"), ONE_HUNDRED_KB], preferred_meal_times: [] } },
    ],
    [
      "more than 20 preferred meal times",
      { preferences: { interests: [], preferred_meal_times: Array(21).fill("Fri 17:30") } },
    ],
    [
      "a preferred meal time that is not a weekly slot",
      { preferences: { interests: [], preferred_meal_times: ["Fri 17:30", ONE_HUNDRED_KB] } },
    ],
    [
      "a dietary need the app does not offer",
      { preferences: { interests: [], preferred_meal_times: [], dietary: ["vegetarian", "carnivore"] } },
    ],
    [
      "a dietary need given twice",
      { preferences: { interests: [], preferred_meal_times: [], dietary: ["halal", "halal"] } },
    ],
    ["an unknown preferences key", { preferences: { interests: [], preferred_meal_times: [], budget: 20 } }],
    ["interests that are not a list", { preferences: { interests: "jazz", preferred_meal_times: [] } }],
    ["preferences that are not a map", { preferences: ["jazz"] }],
  ];

  /** Every field at its limit: the rules' own cost (at most 1,000 expressions a request) must allow it too. */
  const atTheLimits = {
    bio: "b".repeat(280),
    first_name: "f".repeat(50),
    last_name: "l".repeat(50),
    class_level: "Graduate",
    location: "l".repeat(100),
    major: "m".repeat(100),
    university: "u".repeat(100),
    has_meal_plan: true,
    preferences: {
      interests: Array.from({ length: 10 }, (_, index) => `${index}`.padEnd(30, "i")),
      preferred_meal_times: Array.from({ length: 20 }, (_, index) => `Fri ${String(index).padStart(2, "0")}:30`),
      dietary: ["vegetarian", "vegan", "halal", "kosher", "gluten-free", "nut allergy", "other"],
    },
  };

  it("lets the owner change every field to its limit in one merge", async () => {
    await seedOwnerProfile();
    await assertSucceeds(
      setDoc(profileOf(owner()), { ...atTheLimits, last_active: serverTimestamp() }, { merge: true }),
    );
  });

  it("lets the owner fill in every field to its limit", async () => {
    await assertSucceeds(setDoc(profileOf(owner()), newProfile(atTheLimits)));
  });

  for (const [what, fields] of refusedWrites) {
    it(`refuses creating a profile with ${what}`, async () => {
      await assertFails(setDoc(profileOf(owner()), newProfile(fields)));
    });
  }

  for (const [what, fields] of refusedWrites.filter(([, fields]) => !("email" in fields))) {
    it(`refuses a merge that writes ${what} into an existing profile`, async () => {
      await seedOwnerProfile();
      await assertFails(setDoc(profileOf(owner()), fields, { merge: true }));
    });
  }

  it("refuses an update that reaches into the preferences with an unknown key", async () => {
    await seedOwnerProfile();
    await assertFails(updateDoc(profileOf(owner()), { "preferences.budget": 20 }));
  });

  it("lets a profile keep a field an older app wrote, but not change it", async () => {
    await seedOwnerProfile({ emailVerified: true });
    await assertSucceeds(setDoc(profileOf(owner()), { major: "History" }, { merge: true }));
    await assertFails(setDoc(profileOf(owner()), { emailVerified: false }, { merge: true }));
  });

  it("does not lock out a student whose older document holds fields of another shape", async () => {
    await seedOwnerProfile({ created_at: "2024-09-01", first_name: 42, class_level: "sophomore year" });
    await assertSucceeds(getDoc(profileOf(owner())));
    await assertSucceeds(updateDoc(profileOf(owner()), { last_active: serverTimestamp() }));
    await assertSucceeds(setDoc(profileOf(owner()), { first_name: "Ana", class_level: "Sophomore" }, { merge: true }));
    await assertFails(setDoc(profileOf(owner()), { first_name: 43 }, { merge: true }));
  });
});

describe("users/{uid}: the snooze (matching paused until a time)", () => {
  it("lets the owner pause (a time) and resume (null)", async () => {
    await seedOwnerProfile();
    const inAWeek = Timestamp.fromMillis(Date.now() + 7 * 24 * 60 * 60 * 1000);
    await assertSucceeds(setDoc(profileOf(owner()), { snoozed_until: inAWeek }, { merge: true }));
    await assertSucceeds(setDoc(profileOf(owner()), { snoozed_until: null }, { merge: true }));
  });

  it("refuses a snooze that is not a time, at creation or later", async () => {
    await assertFails(setDoc(profileOf(owner()), newProfile({ snoozed_until: ["soon"] })));
    await assertSucceeds(setDoc(profileOf(owner()), newProfile({ snoozed_until: null })));
    await assertFails(setDoc(profileOf(owner()), { snoozed_until: "next week" }, { merge: true }));
  });

  it("takes a snooze up to 12 weeks ahead (MAX_SNOOZE_MS), and refuses a longer one", async () => {
    await seedOwnerProfile();
    const ahead = (millis: number) => Timestamp.fromMillis(Date.now() + millis);
    await assertSucceeds(
      setDoc(profileOf(owner()), { snoozed_until: ahead(MAX_SNOOZE_MS - HOUR_MS) }, { merge: true }),
    );
    await assertFails(setDoc(profileOf(owner()), { snoozed_until: ahead(MAX_SNOOZE_MS + DAY_MS) }, { merge: true }));
    await assertFails(setDoc(profileOf(owner()), { snoozed_until: Date.now() + DAY_MS }, { merge: true }));
  });
});

describe("users/{uid}: 18 or older, and a suspension", () => {
  /** A profile an older version of the app created, before sign-up asked the age. */
  async function seedOlderProfile(): Promise<void> {
    const { adult_confirmed_at: _asked, ...older } = newProfile({
      created_at: new Date(2025, 8, 1),
      last_active: new Date(),
    });
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(profileOf(context), older);
    });
  }

  it("refuses a new profile without the age confirmed, or confirmed at a time of the student's own", async () => {
    const { adult_confirmed_at: _missing, ...unconfirmed } = newProfile();
    await assertFails(setDoc(profileOf(owner()), unconfirmed));
    await assertFails(setDoc(profileOf(owner()), newProfile({ adult_confirmed_at: new Date() })));
    await assertFails(setDoc(profileOf(owner()), newProfile({ adult_confirmed_at: true })));
    await assertSucceeds(setDoc(profileOf(owner()), newProfile()));
  });

  it("lets an older profile record the confirmation once, at the server's time, and never change it", async () => {
    await seedOlderProfile();
    await assertFails(updateDoc(profileOf(owner()), { adult_confirmed_at: new Date() }));
    await assertSucceeds(updateDoc(profileOf(owner()), { adult_confirmed_at: serverTimestamp() }));
    await assertFails(updateDoc(profileOf(owner()), { adult_confirmed_at: serverTimestamp() }));
    await assertFails(updateDoc(profileOf(owner()), { adult_confirmed_at: deleteField() }));
  });

  it("never lets a student write a suspension, nor lift one", async () => {
    await assertFails(setDoc(profileOf(owner()), newProfile({ suspended_until: null, suspension_reason: null })));
    await seedOwnerProfile({ suspended_until: new Date(Date.now() + 7 * DAY_MS), suspension_reason: "harassment" });
    await assertFails(updateDoc(profileOf(owner()), { suspended_until: null }));
    await assertFails(updateDoc(profileOf(owner()), { suspended_until: deleteField() }));
    await assertFails(updateDoc(profileOf(owner()), { suspension_reason: "other" }));
    // Everything else stays theirs to edit, and they read why and until when.
    await assertSucceeds(updateDoc(profileOf(owner()), { major: "History" }));
    await assertSucceeds(getDoc(profileOf(owner())));
  });
});

describe("users/{uid}: the choices of notifications (issue 35)", () => {
  const night = { from: 22 * 60, to: 7 * 60 };

  it("lets the owner turn kinds off and set quiet hours, or none", async () => {
    await seedOwnerProfile();
    const choices = (notifications: unknown) => setDoc(profileOf(owner()), { notifications }, { merge: true });
    await assertSucceeds(choices({ off: ["messages", "reviews"], quiet_hours: night }));
    await assertSucceeds(choices({ off: [], quiet_hours: null }));
  });

  it("refuses a kind it does not know, a minute outside the day, and fields of its own", async () => {
    await seedOwnerProfile();
    const choices = (notifications: unknown) => setDoc(profileOf(owner()), { notifications }, { merge: true });
    await assertFails(choices({ off: ["everything"], quiet_hours: null }));
    await assertFails(choices({ off: [], quiet_hours: { from: 1440, to: 420 } }));
    await assertFails(choices({ off: [], quiet_hours: { from: -1, to: 420 } }));
    await assertFails(choices({ off: [], quiet_hours: { from: "22:00", to: 420 } }));
    await assertFails(choices({ off: [], quiet_hours: null, sound: "loud" }));
    await assertFails(choices({ off: "messages", quiet_hours: null }));
  });

  it("refuses them to anyone but the owner", async () => {
    await seedOwnerProfile();
    await assertFails(
      setDoc(
        profileOf(account("ben", "ben@state.edu")),
        { notifications: { off: [], quiet_hours: null } },
        { merge: true },
      ),
    );
  });
});
