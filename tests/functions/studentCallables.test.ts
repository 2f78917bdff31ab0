import { beforeEach, describe, expect, it } from "vitest";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { callFunction, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * Every callable a student calls asks what the rules ask (isSchoolStudent): an address that is
 * verified and a school's (.edu). A verified address of another kind, or a school address not yet
 * verified, is refused before anything is read or written.
 */

const admin = adminFirestore(PROJECT_ID);
const MIXER_ID = "2099-01-01-mixer-1900";

/** The students' callables, each with what a student sends it. */
const STUDENT_CALLABLES: readonly (readonly [string, unknown])[] = [
  ["exportMyData", {}],
  ["deleteMyAccount", {}],
  ["rsvpToMixer", { mixerId: MIXER_ID }],
  ["cancelMixerRsvp", { mixerId: MIXER_ID }],
];

beforeEach(resetEmulators);

describe("the students' callables (exportMyData, deleteMyAccount, rsvpToMixer, cancelMixerRsvp)", () => {
  it.each(STUDENT_CALLABLES)("%s refuses a verified address that is not a school's", async (name, data) => {
    await admin.doc("users/gil").set({ email: "gil@gmail.com", first_name: "Gil" });
    const token = await idTokenWithClaims("gil", {}, { email: "gil@gmail.com" });
    const answer = await callFunction(name, data, token);
    expect(answer.error?.status).toBe("PERMISSION_DENIED");
    // Nothing was done for them: the profile is still there, no RSVP was taken.
    expect((await admin.doc("users/gil").get()).exists).toBe(true);
    expect((await admin.collectionGroup("rsvps").get()).empty).toBe(true);
  });

  it.each(STUDENT_CALLABLES)("%s refuses a school address not yet verified", async (name, data) => {
    await admin.doc("users/una").set({ email: "una@state.edu", first_name: "Una" });
    const token = await idTokenWithClaims("una", {}, { emailVerified: false });
    const answer = await callFunction(name, data, token);
    expect(answer.error?.status).toBe("PERMISSION_DENIED");
    expect((await admin.doc("users/una").get()).exists).toBe(true);
  });

  it("answers a verified school address, whatever its case (as the rules lower-case it)", async () => {
    const token = await idTokenWithClaims("ana", {}, { email: "Ana@State.EDU" });
    const answer = await callFunction("exportMyData", {}, token);
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ account: { uid: "ana" } });
  });
});
