import { describe, expect, it } from "vitest";
import { AFTER_MEAL_MARGIN_MS, SkipTime } from "../../../domain/devtools/SkipTime";
import { FIND_EACH_OTHER_BEFORE_MEAL_MS } from "../../../domain/meetups/meetupRules";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "../../../domain/mixers/mixerRules";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { addDemoStudents } from "../../support/addDemoStudents";
import { aMatch, aMember } from "../../support/meetupFixtures";
import {
  EVENT_ID,
  type Guest,
  MIXER_ENDS_AT,
  MIXER_ID,
  MIXER_STARTS_AT,
  mixerTestWorld,
} from "../../support/mixerTestWorld";

/** The developer tools with a mixer (offline): demo students who RSVP, come to the door and stand in circles. */

async function demoMixer(script: "everyone-shows-up" | "mixed" = "everyone-shows-up", count = 6) {
  const world = mixerTestWorld({ capacity: 40 });
  const ana = await world.guest("ana");
  const { backend } = world;
  const added = await addDemoStudents(backend, ana.session).execute(count, 3, script);
  const skip = new SkipTime(backend.clockControl, backend.clock, backend.matchStore, ana.session, {
    schedule: backend.mealSchedule,
    mixers: backend.mixers,
  });
  return { world, ana, added, skip };
}

const going = async (world: ReturnType<typeof mixerTestWorld>) =>
  [...(await world.rsvps()).values()].filter((rsvp) => rsvp.status === "going");

describe("developer tools: a mixer with demo students", () => {
  it("fills the student's school with demo students going to the open mixer (with no meal day open)", async () => {
    const { world, added } = await demoMixer();
    expect(added).toBe(6);
    const rsvps = await going(world);
    expect(rsvps.map((rsvp) => rsvp.uid)).toHaveLength(6);
    expect(rsvps.every((rsvp) => rsvp.uid.startsWith("demo-state.edu-"))).toBe(true);
  });

  it("has them say I'm here as the door opens, all but those whose script is not to show up", async () => {
    const { world } = await demoMixer("mixed", 20);
    const cohort = await world.backend.demoCohort.list();
    const stayAway = cohort.filter((student) => student.behaviour === "does-not-show").map((student) => student.uid);
    expect(stayAway.length).toBeGreaterThan(0);
    world.backend.clock.skipTo(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS - 1);
    await world.backend.mixers.runDueJobs();
    expect((await going(world)).filter((rsvp) => rsvp.checkedInAt !== null)).toEqual([]);
    world.backend.clock.skipTo(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS);
    await world.backend.mixers.runDueJobs();
    const here = (await going(world)).filter((rsvp) => rsvp.checkedInAt !== null).map((rsvp) => rsvp.uid);
    expect(here.sort()).toEqual(
      cohort
        .map((s) => s.uid)
        .filter((uid) => !stayAway.includes(uid))
        .sort(),
    );
  });

  it("skips to the mixer's door, then to its start, where the student stands in a circle with demo students", async () => {
    const { world, ana, skip } = await demoMixer();
    await ana.rsvp.rsvp(MIXER_ID);
    expect(await skip.skipTo("before-meal")).toBe(true);
    expect(world.backend.clock.now()).toBe(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS);
    await ana.rsvp.checkIn(MIXER_ID);
    expect(await skip.skipTo("before-meal")).toBe(true);
    expect(world.backend.clock.now()).toBe(MIXER_STARTS_AT);
    await world.backend.mixers.runDueJobs();
    const circleOf = async (guest: Pick<Guest, "uid">) => (await world.rsvps()).get(guest.uid)?.circle ?? null;
    const mine = await circleOf(ana);
    expect(mine).not.toBeNull();
    const together = [...(await world.rsvps()).values()].filter((rsvp) => rsvp.circle === mine);
    expect(together.length).toBeGreaterThanOrEqual(4);
    expect(await skip.skipTo("before-meal")).toBe(false);
    expect(await skip.skipTo("after-meal")).toBe(true);
    expect(world.backend.clock.now()).toBe(MIXER_ENDS_AT + AFTER_MEAL_MARGIN_MS);
    expect((await world.backend.mixerLedger.rsvpsOf(EVENT_ID)).length).toBe(7);
  });

  it("once the mixer has started, skips to 15 minutes before the student's meal that comes after it", async () => {
    const { world, ana, skip } = await demoMixer();
    await ana.rsvp.rsvp(MIXER_ID);
    world.backend.clock.skipTo(MIXER_STARTS_AT + MINUTE_MS);
    const dinnerAt = MIXER_ENDS_AT + 2 * HOUR_MS;
    const confirmed = { confirmedAt: MIXER_STARTS_AT - DAY_MS };
    const members = { ana: aMember("ana", confirmed), ben: aMember("ben", confirmed) };
    await world.backend.matchStore.add([
      aMatch(["ana", "ben"], { slot: dinnerAt, createdAt: MIXER_STARTS_AT - 2 * DAY_MS, members }),
    ]);
    expect(await skip.skipTo("before-meal")).toBe(true);
    expect(world.backend.clock.now()).toBe(dinnerAt - FIND_EACH_OTHER_BEFORE_MEAL_MS);
  });

  it("has nothing to skip to for a student who is not going", async () => {
    const { skip } = await demoMixer();
    expect(await skip.skipTo("before-meal")).toBe(false);
  });
});
