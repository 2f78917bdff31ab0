import { describe, expect, it } from "vitest";
import { MixerSpots } from "../../../domain/mixers/MixerSpots";
import { RSVP_OPENS_BEFORE_START_MS } from "../../../domain/mixers/mixerRules";
import { DAY_MS, MINUTE_MS } from "../../../domain/shared/time";
import { EVENT_ID, MIXER_ID, MIXER_STARTS_AT, mixerTestWorld } from "../../support/mixerTestWorld";

/** The system's side of a mixer's RSVPs (MixerSpots), run on IndexedDB as the offline backend runs it. */

describe("a mixer's places (the system)", () => {
  it("are given first come, first served, however many RSVP at once: exactly the capacity going, the rest in line", async () => {
    const world = mixerTestWorld({ capacity: 5 });
    const guests = await Promise.all(Array.from({ length: 20 }, (_, index) => world.guest(`s${index + 1}`)));
    await Promise.all(guests.map((guest) => guest.rsvp.rsvp(MIXER_ID)));
    const rsvps = [...(await world.rsvps()).values()];
    expect(rsvps.filter((rsvp) => rsvp.status === "going")).toHaveLength(5);
    const line = rsvps.filter((rsvp) => rsvp.status === "waitlisted").map((rsvp) => rsvp.position);
    expect(line.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(await world.event()).toMatchObject({ going: 5, waitlisted: 15, school: "state.edu" });
  });

  it("are at the school's place, and each school's own: another school's students fill their own", async () => {
    const world = mixerTestWorld({ capacity: 1 });
    await (await world.guest("ana")).rsvp.rsvp(MIXER_ID);
    const gus = await world.guest("gus", { email: "gus@other.edu" });
    expect((await gus.rsvp.rsvp(MIXER_ID)).status).toBe("going");
    expect((await world.event())?.place?.name).toBe("Main Dining Hall");
  });

  it("tell each student by email: going, or their place in line", async () => {
    const world = mixerTestWorld({ capacity: 1 });
    await (await world.guest("ana")).rsvp.rsvp(MIXER_ID);
    await (await world.guest("ben")).rsvp.rsvp(MIXER_ID);
    const mail = await world.mail();
    expect(mail.find((email) => email.to === "ana@state.edu")?.subject).toBe("You're going to Thursday night mixer");
    const ben = mail.find((email) => email.to === "ben@state.edu");
    expect(ben?.subject).toBe("You're on the waitlist for Thursday night mixer");
    expect(ben?.text).toContain("number 1 in line");
    expect(ben?.text).toContain("Main Dining Hall");
  });

  it("go, when a student cancels, to the first in line, who is told; the line moves up", async () => {
    const world = mixerTestWorld({ capacity: 1 });
    const [ana, ben, cy] = await Promise.all(["ana", "ben", "cy"].map((uid) => world.guest(uid)));
    for (const guest of [ana, ben, cy]) await guest?.rsvp.rsvp(MIXER_ID);
    await ana?.rsvp.cancel(MIXER_ID);
    const rsvps = await world.rsvps();
    expect(rsvps.get("ana")?.status).toBe("cancelled");
    expect(rsvps.get("ben")).toMatchObject({ status: "going", position: null });
    expect(rsvps.get("cy")).toMatchObject({ status: "waitlisted", position: 1 });
    const told = (await world.mail()).filter((email) => email.subject.startsWith("A spot opened"));
    expect(told.map((email) => email.to)).toEqual(["ben@state.edu"]);
  });

  it("are taken from a week before the start until the start; cancelling too", async () => {
    const world = mixerTestWorld({
      capacity: 5,
      start: new Date(MIXER_STARTS_AT - RSVP_OPENS_BEFORE_START_MS - MINUTE_MS),
    });
    const ana = await world.guest("ana");
    await expect(ana.rsvp.rsvp(MIXER_ID)).rejects.toMatchObject({ reason: "not-yet" });
    world.backend.clock.skipTo(MIXER_STARTS_AT - MINUTE_MS);
    await ana.rsvp.rsvp(MIXER_ID);
    world.backend.clock.skipTo(MIXER_STARTS_AT);
    await expect((await world.guest("ben")).rsvp.rsvp(MIXER_ID)).rejects.toMatchObject({ reason: "closed" });
    await expect(ana.rsvp.cancel(MIXER_ID)).rejects.toMatchObject({ reason: "closed" });
    expect((await world.rsvps()).get("ana")?.status).toBe("going");
  });

  it("are refused to a suspended student, and to one who has not said they are 18 or older", async () => {
    const world = mixerTestWorld();
    const sam = await world.guest("sam");
    await world.backend.profileStore.suspend("sam", world.backend.clock.now() + DAY_MS, "harassment");
    await expect(sam.rsvp.rsvp(MIXER_ID)).rejects.toMatchObject({ reason: "suspended" });
    const old = await world.guest("old");
    await world.backend.database.transact(["profiles"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("profiles");
      const request = store.get("old");
      const profile = await new Promise<Record<string, unknown>>((resolve) => {
        request.onsuccess = () => resolve(request.result);
      });
      const { adult_confirmed_at: _adult, ...older } = profile;
      store.put(older, "old");
    });
    await expect(old.rsvp.rsvp(MIXER_ID)).rejects.toMatchObject({ reason: "adult-unconfirmed" });
    expect(await world.rsvps()).toEqual(new Map());
  });

  it("refuses a mixer the schedule does not have", async () => {
    const world = mixerTestWorld();
    const spots = new MixerSpots({ ...world.backend.system, mixers: world.backend.mixerLedger });
    await expect(spots.reserve({ uid: "ana", email: "ana@state.edu" }, "2026-11-26-mixer-2000")).rejects.toMatchObject({
      reason: "not-found",
    });
    expect((await world.backend.mixerLedger.rsvpsOf(EVENT_ID)).length).toBe(0);
  });
});
