import { describe, expect, it } from "vitest";
import { CHECK_IN_OPENS_BEFORE_START_MS, MIXER_REMINDER_BEFORE_START_MS } from "../../../domain/mixers/mixerRules";
import { DAY_MS, MINUTE_MS } from "../../../domain/shared/time";
import { EVENT_ID, MIXER_ID, MIXER_STARTS_AT, mixerTestWorld } from "../../support/mixerTestWorld";

/** The mixers' timed work (RunMixerJobs) and "I'm here", on the offline backend's system side. */

async function goingGuests(count: number, capacity = 40) {
  const world = mixerTestWorld({ capacity });
  const guests = [];
  for (let index = 1; index <= count; index++) {
    const guest = await world.guest(`s${index}`);
    await guest.rsvp.rsvp(MIXER_ID);
    guests.push(guest);
  }
  return { world, guests };
}

const circles = async (world: ReturnType<typeof mixerTestWorld>) => {
  const byCircle = new Map<number, string[]>();
  for (const rsvp of (await world.rsvps()).values()) {
    if (rsvp.circle !== null) byCircle.set(rsvp.circle, [...(byCircle.get(rsvp.circle) ?? []), rsvp.uid]);
  }
  return [...byCircle.values()].map((members) => members.sort());
};

describe("the reminder", () => {
  it(`goes once to everyone going, ${MIXER_REMINDER_BEFORE_START_MS / 3_600_000} hours before the start; not to the waitlist`, async () => {
    const { world } = await goingGuests(3, 2);
    const { backend } = world;
    const reminders = async () =>
      (await world.mail())
        .filter((email) => email.subject === "Thursday night mixer is today")
        .map((email) => email.to);
    backend.clock.skipTo(MIXER_STARTS_AT - MIXER_REMINDER_BEFORE_START_MS - MINUTE_MS);
    await backend.mixers.runDueJobs();
    expect(await reminders()).toEqual([]);
    backend.clock.skipTo(MIXER_STARTS_AT - MIXER_REMINDER_BEFORE_START_MS);
    await backend.mixers.runDueJobs();
    await backend.mixers.runDueJobs();
    expect((await reminders()).sort()).toEqual(["s1@state.edu", "s2@state.edu"]);
  });
});

describe("I'm here", () => {
  it("is taken from 15 minutes before the start until the end, from a student going", async () => {
    const { world, guests } = await goingGuests(1, 1);
    const [ana] = guests;
    const ben = await world.guest("ben");
    await ben.rsvp.rsvp(MIXER_ID);
    world.backend.clock.skipTo(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS - MINUTE_MS);
    await expect(ana?.rsvp.checkIn(MIXER_ID)).rejects.toMatchObject({ reason: "outside-check-in" });
    world.backend.clock.skipTo(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS);
    await ana?.rsvp.checkIn(MIXER_ID);
    await expect(ben.rsvp.checkIn(MIXER_ID)).rejects.toMatchObject({ reason: "not-going" });
    expect((await world.rsvps()).get("s1")?.checkedInAt).toBe(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS);
  });

  it("is refused, by the store too, to a student suspended since their RSVP", async () => {
    const { world, guests } = await goingGuests(1);
    world.backend.clock.skipTo(MIXER_STARTS_AT - MINUTE_MS);
    await world.backend.profileStore.suspend("s1", MIXER_STARTS_AT + DAY_MS, "harassment");
    await expect(guests[0]?.rsvp.checkIn(MIXER_ID)).rejects.toMatchObject({ reason: "suspended" });
    await expect(world.backend.mixers.checkIn(EVENT_ID, "s1")).rejects.toMatchObject({ name: "RequestRefusedError" });
  });
});

describe("the icebreaker circles", () => {
  it("are formed once, at the start, from everyone who checked in; each circle its own colour", async () => {
    const { world, guests } = await goingGuests(14);
    world.backend.clock.skipTo(MIXER_STARTS_AT - 10 * MINUTE_MS);
    for (const guest of guests.slice(0, 12)) await guest.rsvp.checkIn(MIXER_ID);
    await world.backend.mixers.runDueJobs();
    expect(await circles(world)).toEqual([]);
    world.backend.clock.skipTo(MIXER_STARTS_AT);
    await world.backend.mixers.runDueJobs();
    const formed = await circles(world);
    expect(formed.flat().sort()).toEqual(
      guests
        .slice(0, 12)
        .map((guest) => guest.uid)
        .sort(),
    );
    for (const members of formed) expect(members.length).toBeGreaterThanOrEqual(4);
    await world.backend.mixers.runDueJobs();
    expect(await circles(world)).toEqual(formed);
  });

  it("take a latecomer at once, at the door: the smallest circle", async () => {
    const { world, guests } = await goingGuests(10);
    world.backend.clock.skipTo(MIXER_STARTS_AT - 10 * MINUTE_MS);
    for (const guest of guests.slice(0, 9)) await guest.rsvp.checkIn(MIXER_ID);
    world.backend.clock.skipTo(MIXER_STARTS_AT);
    await world.backend.mixers.runDueJobs();
    const before = await circles(world);
    expect(before.map((members) => members.length).sort()).toEqual([4, 5]);
    world.backend.clock.skipTo(MIXER_STARTS_AT + 20 * MINUTE_MS);
    await guests[9]?.rsvp.checkIn(MIXER_ID);
    const after = await circles(world);
    expect(after.map((members) => members.length)).toEqual([5, 5]);
    expect(after.find((members) => members.includes("s10"))?.length).toBe(5);
  });

  it("never put two students in one circle when one blocked or reported the other", async () => {
    const { world, guests } = await goingGuests(8);
    await world.backend.reportStore.file({
      id: "s1_m_block_s2",
      kind: "block",
      reporterUid: "s1",
      reportedUid: "s2",
      school: "state.edu",
      matchId: "m",
      reason: null,
      details: "",
      messageIds: [],
      createdAt: 0,
    });
    world.backend.clock.skipTo(MIXER_STARTS_AT - MINUTE_MS);
    for (const guest of guests) await guest.rsvp.checkIn(MIXER_ID);
    world.backend.clock.skipTo(MIXER_STARTS_AT);
    await world.backend.mixers.runDueJobs();
    const formed = await circles(world);
    expect(formed.flat()).toHaveLength(8);
    expect(formed.some((members) => members.includes("s1") && members.includes("s2"))).toBe(false);
  });
});
