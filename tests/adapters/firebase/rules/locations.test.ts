import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import {
  COARSE_STEPS_PER_DEGREE,
  LOCATION_SHARING_CLOSES_AFTER_START_MS,
  LOCATION_SHARING_OPENS_BEFORE_MEAL_MS,
} from "../../../../domain/location/approximateLocationRules";
import { DAY_MS, MINUTE_MS } from "../../../../domain/shared/time";
import { at, MATCH_ID, rulesWorld } from "../support/rulesWorld";

/**
 * matches/{matchId}/locations/{uid} (firestore.rules): a member's approximate location on the colour
 * screen. Who writes: that member, while they and another member are still in (confirmed, not
 * cancelled); deleted by them at any time, by the functions when the window ends. Who reads: the
 * other members still in, inside the window; never its sharer's own screen, nobody else. Which fields: latitude_steps
 * and longitude_steps (whole steps of 1/COARSE_STEPS_PER_DEGREE of a degree), shared_at,
 * expires_at. Which times: shared_at is request.time; only from LOCATION_SHARING_OPENS_BEFORE_MEAL_MS
 * before the meal until LOCATION_SHARING_CLOSES_AFTER_START_MS after it starts (request.time); expires_at is
 * the end of that window.
 */

const { student, asSystem, writeMatch } = rulesWorld();

const locationDoc = (uid: string, as = uid) => doc(student(as).firestore(), `matches/${MATCH_ID}/locations/${uid}`);
const confirmed = { confirmed_at: at(Date.now() - DAY_MS) };

/** Ana and Ben, both confirmed (unless told), meeting `slotIn` from now; answers the slot. */
const confirmedMeal = (slotIn: number, members: Record<string, Record<string, unknown>> = {}) =>
  writeMatch(slotIn, { ana: { ...confirmed, ...members.ana }, ben: { ...confirmed, ...members.ben } });

/** A position as the app shares it: whole grid steps, the server's time, the window's end. */
const positionUntil = (slot: number, fields: Record<string, unknown> = {}) => ({
  latitude_steps: 42_350,
  longitude_steps: -71_100,
  shared_at: serverTimestamp(),
  expires_at: at(slot + LOCATION_SHARING_CLOSES_AFTER_START_MS),
  ...fields,
});

describe("matches/{matchId}/locations/{uid}: sharing", () => {
  it("lets a member of a confirmed meal share, move and stop, 10 minutes before it; the other reads it", async () => {
    const slot = await confirmedMeal(10 * MINUTE_MS);
    await assertSucceeds(setDoc(locationDoc("ana"), positionUntil(slot)));
    await assertSucceeds(setDoc(locationDoc("ana"), positionUntil(slot, { latitude_steps: 42_351 })));
    await assertSucceeds(getDoc(locationDoc("ana", "ben")));
    await assertSucceeds(deleteDoc(locationDoc("ana")));
  });

  it("takes a position only inside the window, by the server's time: from 15 minutes before until 30 after the start", async () => {
    const edges: [number, boolean][] = [
      [LOCATION_SHARING_OPENS_BEFORE_MEAL_MS + MINUTE_MS, false],
      [LOCATION_SHARING_OPENS_BEFORE_MEAL_MS - MINUTE_MS, true],
      [-(LOCATION_SHARING_CLOSES_AFTER_START_MS - MINUTE_MS), true],
      [-(LOCATION_SHARING_CLOSES_AFTER_START_MS + MINUTE_MS), false],
    ];
    for (const [slotIn, allowed] of edges) {
      const slot = await confirmedMeal(slotIn);
      const write = setDoc(locationDoc("ana"), positionUntil(slot));
      await (allowed ? assertSucceeds(write) : assertFails(write));
    }
  });

  it("is read only inside the window: a position left behind is not readable once it is over", async () => {
    const slot = await confirmedMeal(-(LOCATION_SHARING_CLOSES_AFTER_START_MS + MINUTE_MS));
    await asSystem((db) =>
      db.doc(`matches/${MATCH_ID}/locations/ana`).set(positionUntil(slot, { shared_at: new Date() })),
    );
    await assertFails(getDoc(locationDoc("ana", "ben")));
  });

  it("refuses a member who did not confirm, one who cancelled, and a meal nobody else is still in", async () => {
    let slot = await writeMatch(10 * MINUTE_MS, { ben: confirmed });
    await assertFails(setDoc(locationDoc("ana"), positionUntil(slot)));
    slot = await confirmedMeal(10 * MINUTE_MS, { ana: { cancelled_at: at(Date.now() - DAY_MS) } });
    await assertFails(setDoc(locationDoc("ana"), positionUntil(slot)));
    slot = await confirmedMeal(10 * MINUTE_MS, { ben: { cancelled_at: at(Date.now() - DAY_MS) } });
    await assertFails(setDoc(locationDoc("ana"), positionUntil(slot)));
  });

  it("at a table of six, lets a confirmed member share when only the fifth and sixth are still in with them", async () => {
    const table = ["ana", "ben", "cy", "dee", "eve", "fay"];
    const gone = { cancelled_at: at(Date.now() - DAY_MS) };
    const members = { ana: confirmed, ben: gone, cy: gone, dee: gone, eve: confirmed, fay: confirmed };
    const slot = await writeMatch(10 * MINUTE_MS, members, { memberIds: table, table: { revealIn: -DAY_MS } });
    await assertSucceeds(setDoc(locationDoc("ana"), positionUntil(slot)));
    await assertSucceeds(setDoc(locationDoc("fay"), positionUntil(slot)));
    await assertSucceeds(getDoc(locationDoc("ana", "eve")));
  });

  it("refuses a member suspended by the trust and safety team, until the suspension ends", async () => {
    const slot = await confirmedMeal(10 * MINUTE_MS);
    await asSystem((db) => db.doc("users/ana").set({ suspended_until: at(Date.now() + DAY_MS) }));
    await assertFails(setDoc(locationDoc("ana"), positionUntil(slot)));
    await assertSucceeds(setDoc(locationDoc("ben"), positionUntil(slot)));
    await asSystem((db) => db.doc("users/ana").set({ suspended_until: at(Date.now() - DAY_MS) }));
    await assertSucceeds(setDoc(locationDoc("ana"), positionUntil(slot)));
  });

  const refused: [string, Record<string, unknown>][] = [
    ["finer than a grid step", { latitude_steps: 42_350.4 }],
    ["as degrees", { latitude_steps: 42.3504, longitude_steps: -71.1 }],
    ["off the globe", { latitude_steps: 91 * COARSE_STEPS_PER_DEGREE }],
    ["at a time of the member's own", { shared_at: new Date() }],
    ["kept past the window", { expires_at: new Date(Date.now() + DAY_MS) }],
    ["with a field of its own (the exact position)", { accuracy_m: 5 }],
  ];
  for (const [what, fields] of refused) {
    it(`refuses a position ${what}`, async () => {
      const slot = await confirmedMeal(10 * MINUTE_MS);
      await assertFails(setDoc(locationDoc("ana"), positionUntil(slot, fields)));
    });
  }

  it("refuses a position shared in another member's name, and a delete of another's", async () => {
    const slot = await confirmedMeal(10 * MINUTE_MS);
    await assertFails(setDoc(locationDoc("ben", "ana"), positionUntil(slot)));
    await assertSucceeds(setDoc(locationDoc("ben"), positionUntil(slot)));
    await assertFails(deleteDoc(locationDoc("ben", "ana")));
  });

  it("refuses a student who is not a member of the match, even in their own name", async () => {
    const slot = await confirmedMeal(10 * MINUTE_MS);
    await assertFails(setDoc(locationDoc("cy"), positionUntil(slot)));
  });

  it("lets its sharer delete it outside the window too", async () => {
    const slot = await confirmedMeal(-(LOCATION_SHARING_CLOSES_AFTER_START_MS + MINUTE_MS));
    await asSystem((db) =>
      db.doc(`matches/${MATCH_ID}/locations/ana`).set(positionUntil(slot, { shared_at: new Date() })),
    );
    await assertSucceeds(deleteDoc(locationDoc("ana")));
  });
});

describe("matches/{matchId}/locations/{uid}: who reads", () => {
  it("refuses its sharer, a member who cancelled, anyone else, the trust and safety team, and a list", async () => {
    const slot = await confirmedMeal(10 * MINUTE_MS);
    await assertSucceeds(setDoc(locationDoc("ana"), positionUntil(slot)));
    await assertFails(getDoc(locationDoc("ana")));
    await assertFails(getDoc(locationDoc("ana", "cy")));
    await assertFails(
      getDoc(doc(student("tess", { trust_and_safety: true }).firestore(), `matches/${MATCH_ID}/locations/ana`)),
    );
    await assertFails(getDocs(collection(student("ben").firestore(), `matches/${MATCH_ID}/locations`)));
    await confirmedMeal(10 * MINUTE_MS, { ben: { cancelled_at: at(Date.now() - MINUTE_MS) } });
    await assertFails(getDoc(locationDoc("ana", "ben")));
  });
});
