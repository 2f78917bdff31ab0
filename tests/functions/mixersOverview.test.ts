import { beforeEach, describe, expect, it } from "vitest";
import { mixerIdOf } from "../../domain/mixers/Mixer";
import type { MixerSummary } from "../../domain/operations/mixersOverview";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../domain/shared/time";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { callFunction, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The console's Mixers on the emulators: `mixersOverview` answers operators only, with the going and
 * waitlist counts the students' own RSVPs (the callable rsvpToMixer) left.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);
/** In two hours (a whole minute): RSVP is open. */
const STARTS_AT = Math.ceil((Date.now() + 2 * HOUR_MS) / MINUTE_MS) * MINUTE_MS;
const MIXER_ID = mixerIdOf(STARTS_AT, "UTC");

let operator: string;

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true }, { email: "olga@strangers.test" });
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("meal_times/mixer").set({
    starts_at: ts(STARTS_AT),
    kind: "mixer",
    mixer: { title: "Thursday night mixer", duration_minutes: 120, capacity: 2 },
  });
});

const mixerOf = async (token: string) => {
  const answer = await callFunction("mixersOverview", {}, token);
  expect(answer.status).toBe(200);
  return (answer.result as MixerSummary[]).find((mixer) => mixer.mixerId === MIXER_ID);
};

describe("the console's mixers (callable, operators only)", () => {
  it("shows the mixer, then the going and waitlist counts its students' RSVPs left", async () => {
    expect(await mixerOf(operator)).toMatchObject({ title: "Thursday night mixer", capacity: 2, schools: [] });
    for (const uid of ["ana", "ben", "cy"]) {
      await admin.doc(`users/${uid}`).set({
        email: `${uid}@state.edu`,
        first_name: uid,
        preferences: { interests: ["Coffee"], preferred_meal_times: [] },
        adult_confirmed_at: ts(Date.now() - DAY_MS),
      });
      const rsvp = await callFunction("rsvpToMixer", { mixerId: MIXER_ID }, await idTokenWithClaims(uid, {}));
      expect(rsvp.status).toBe(200);
    }
    expect((await mixerOf(operator))?.schools).toEqual([
      {
        school: "state.edu",
        place: null,
        going: 2,
        waitlisted: 1,
        checkedIn: 0,
        circleSizes: [],
        circlesFormedAt: null,
      },
    ]);
  });

  it("refuses a student and a reviewer, and anyone signed out", async () => {
    for (const token of [
      await idTokenWithClaims("ana", {}),
      await idTokenWithClaims("tess", { trust_and_safety: true }),
    ]) {
      expect((await callFunction("mixersOverview", {}, token)).error?.status).toBe("PERMISSION_DENIED");
    }
    expect((await callFunction("mixersOverview", {})).error?.status).toBe("UNAUTHENTICATED");
  });
});
