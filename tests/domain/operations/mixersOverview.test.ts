import { describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../../domain/devtools/demoOperator";
import { eventIdOf, type MixerEvent } from "../../../domain/mixers/MixerEvent";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "../../../domain/mixers/mixerRules";
import { MIXERS_SHOWN_AROUND_MS, mixersOverview, schoolMixerOf } from "../../../domain/operations/mixersOverview";
import { ReadMixers } from "../../../domain/operations/ReadMixers";
import { MINUTE_MS, WEEK_MS } from "../../../domain/shared/time";
import { anRsvp } from "../../support/mixerFixtures";
import { MIXER_ENDS_AT, MIXER_ID, MIXER_STARTS_AT, MIXER_TITLE, mixerTestWorld } from "../../support/mixerTestWorld";

/** The Mixers section's overview on the offline backend, on its manual clock: the weekly Thursday mixer. */
async function mixersWorld(capacity: number) {
  const world = mixerTestWorld({ capacity });
  const { operations, clock } = world.backend;
  await operations.operatorDesk.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  const mixers = new ReadMixers(operations.mixerDesk, clock);
  const thursday = async () => (await mixers.overview()).find((mixer) => mixer.mixerId === MIXER_ID);
  return { world, mixers, thursday };
}

const anEvent = (school: string, fields: Partial<MixerEvent> = {}): MixerEvent => ({
  id: eventIdOf(MIXER_ID, school),
  mixer: { id: MIXER_ID, title: MIXER_TITLE, startsAt: MIXER_STARTS_AT, endsAt: MIXER_ENDS_AT, capacity: 40 },
  school,
  place: null,
  going: 0,
  waitlisted: 0,
  circlesFormedAt: null,
  circles: 0,
  notices: [],
  ...fields,
});

describe("the mixers' overview", () => {
  it("shows each school's going against the capacity and its waitlist, then who checked in and the circles' sizes", async () => {
    const { world, thursday } = await mixersWorld(12);
    expect(await thursday()).toEqual({
      mixerId: MIXER_ID,
      title: MIXER_TITLE,
      startsAt: MIXER_STARTS_AT,
      endsAt: MIXER_ENDS_AT,
      capacity: 12,
      schools: [],
    });
    const guests = [];
    for (let index = 1; index <= 14; index++) {
      const guest = await world.guest(`s${index}`);
      await guest.rsvp.rsvp(MIXER_ID);
      guests.push(guest);
    }
    const umich = await world.guest("uma", { email: "uma@umich.edu" });
    await umich.rsvp.rsvp(MIXER_ID);
    expect((await thursday())?.schools).toEqual([
      expect.objectContaining({ school: "state.edu", going: 12, waitlisted: 2, checkedIn: 0, circleSizes: [] }),
      expect.objectContaining({ school: "umich.edu", going: 1, waitlisted: 0, checkedIn: 0, circleSizes: [] }),
    ]);

    world.backend.clock.skipTo(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS);
    for (const guest of guests.slice(0, 10)) await guest.rsvp.checkIn(MIXER_ID);
    const beforeStart = (await thursday())?.schools[0];
    expect(beforeStart).toMatchObject({ checkedIn: 10, circleSizes: [], circlesFormedAt: null });

    world.backend.clock.skipTo(MIXER_STARTS_AT);
    await world.backend.mixers.runDueJobs();
    const seated = (await thursday())?.schools[0];
    expect(seated?.circlesFormedAt).toBe(MIXER_STARTS_AT);
    expect(seated?.circleSizes.reduce((sum, size) => sum + size, 0)).toBe(10);
    expect(seated?.circleSizes.length).toBeGreaterThanOrEqual(2);
  });

  it(`shows the mixers from ${MIXERS_SHOWN_AROUND_MS / WEEK_MS} weeks ago to ${MIXERS_SHOWN_AROUND_MS / WEEK_MS} weeks ahead, in time order`, async () => {
    const { world, mixers } = await mixersWorld(3);
    // Monday 23 November: from Monday 9 to Monday 7 December.
    const startsAt = (await mixers.overview()).map((mixer) => mixer.startsAt);
    expect(startsAt).toEqual([-2, -1, 0, 1].map((weeks) => MIXER_STARTS_AT + weeks * WEEK_MS));
    // A minute past the next one: the mixer two weeks and a minute ago is left out.
    world.backend.clock.skipTo(MIXER_STARTS_AT + WEEK_MS + MINUTE_MS);
    expect((await mixers.overview()).map((mixer) => mixer.startsAt)).toEqual(
      [0, 1, 2, 3].map((weeks) => MIXER_STARTS_AT + weeks * WEEK_MS),
    );
  });

  it("answers the operator only: signed out, the console says so", async () => {
    const { world, mixers } = await mixersWorld(3);
    await world.backend.operations.operatorDesk.signOut();
    await expect(mixers.overview()).rejects.toMatchObject({ name: "OperationsError" });
  });

  it("reads an event's RSVPs only once its check-in has opened", async () => {
    const { world } = await mixersWorld(3);
    const calendar = await world.backend.mealSchedule.read();
    const asked: string[] = [];
    const reads = {
      eventsOf: async (mixerId: string) => (mixerId === MIXER_ID ? [anEvent("state.edu", { going: 2 })] : []),
      rsvpsOf: async (eventId: string) => {
        asked.push(eventId);
        return [];
      },
    };
    await mixersOverview(calendar, reads, MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS - MINUTE_MS);
    expect(asked).toEqual([]);
    await mixersOverview(calendar, reads, MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS);
    expect(asked).toEqual([eventIdOf(MIXER_ID, "state.edu")]);
  });
});

describe("one school's event", () => {
  it("counts a check-in since the last RSVP of someone going, and seats in circles only those going", () => {
    const event = anEvent("state.edu", { going: 3, waitlisted: 1, circles: 2, circlesFormedAt: MIXER_STARTS_AT });
    const rsvps = [
      anRsvp(event, "ana", { rsvpAt: 10, checkedInAt: 20, circle: 0 }),
      anRsvp(event, "ben", { rsvpAt: 30, checkedInAt: 20, circle: null }),
      anRsvp(event, "cy", { rsvpAt: 10, checkedInAt: 40, circle: 1 }),
      anRsvp(event, "dee", { status: "cancelled", rsvpAt: 10, checkedInAt: 20, circle: 1, cancelledAt: 50 }),
      anRsvp(event, "eve", { status: "waitlisted", position: 1 }),
    ];
    expect(schoolMixerOf(event, rsvps)).toEqual({
      school: "state.edu",
      place: null,
      going: 3,
      waitlisted: 1,
      checkedIn: 2,
      circleSizes: [1, 1],
      circlesFormedAt: MIXER_STARTS_AT,
    });
  });
});
