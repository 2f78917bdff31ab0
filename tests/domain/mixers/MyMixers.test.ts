import { describe, expect, it } from "vitest";
import type { MyMixersState } from "../../../domain/mixers/MyMixers";
import {
  CHECK_IN_OPENS_BEFORE_START_MS,
  MIXERS_AT_THE_DOOR_REFRESH_INTERVAL_MS,
  MIXERS_REFRESH_INTERVAL_MS,
} from "../../../domain/mixers/mixerRules";
import { FALLBACK_POLL_FIRST_DELAY_MS } from "../../../domain/shared/listenerFallback";
import { RequestRefusedError } from "../../../domain/shared/serviceErrors";
import { DAY_MS, MINUTE_MS } from "../../../domain/shared/time";
import { EVENT_ID, MIXER_ENDS_AT, MIXER_ID, MIXER_STARTS_AT, mixerTestWorld } from "../../support/mixerTestWorld";

/** The dashboard's mixers (MyMixers): where the student stands with each mixer of their school. */

type Ready = Extract<MyMixersState, { status: "ready" }>;

/** One look, as the watch's first. */
async function look(guest: { mixers: { watch(listener: (state: MyMixersState) => void): { stop(): void } } }) {
  return new Promise<Ready>((resolve, reject) => {
    const watch = guest.mixers.watch((state) => {
      if (state.status === "loading") return;
      queueMicrotask(() => watch.stop());
      if (state.status === "ready") resolve(state);
      else reject(new Error("The mixers did not load"));
    });
  });
}

const thursday = (state: Ready) => state.cards.find((card) => card.mixer.id === MIXER_ID);

describe("a student's mixers", () => {
  it("show the mixer open for RSVP with its spots left, at the school's place, before anyone RSVPed", async () => {
    const world = mixerTestWorld({ capacity: 3 });
    const card = thursday(await look(await world.guest("ana")));
    expect(card).toMatchObject({ phase: "open", spotsLeft: 3, position: null, circle: null });
    expect(card?.place?.name).toBe("Main Dining Hall");
    expect(card?.mixer.title).toBe("Thursday night mixer");
  });

  it("follow the student: going (spots left counting them), or their place in line", async () => {
    const world = mixerTestWorld({ capacity: 2 });
    const [ana, ben, cy] = await Promise.all(["ana", "ben", "cy"].map((uid) => world.guest(uid)));
    await ana?.rsvp.rsvp(MIXER_ID);
    expect(thursday(await look(ana as never))).toMatchObject({ phase: "going", spotsLeft: 1 });
    await ben?.rsvp.rsvp(MIXER_ID);
    await cy?.rsvp.rsvp(MIXER_ID);
    expect(thursday(await look(cy as never))).toMatchObject({ phase: "waitlisted", spotsLeft: 0, position: 1 });
    await ana?.rsvp.cancel(MIXER_ID);
    expect(thursday(await look(ana as never))).toMatchObject({ phase: "open", spotsLeft: 0 });
    expect(thursday(await look(cy as never))).toMatchObject({ phase: "going" });
  });

  it("go to the door 15 minutes before the start, then the circle's colour at the start, until the end", async () => {
    const world = mixerTestWorld({ capacity: 40 });
    const guests = await Promise.all(["ana", "ben", "cy", "dee"].map((uid) => world.guest(uid)));
    for (const guest of guests) await guest.rsvp.rsvp(MIXER_ID);
    const [ana] = guests as [(typeof guests)[0]];
    world.backend.clock.skipTo(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS);
    expect(thursday(await look(ana))?.phase).toBe("at-the-door");
    for (const guest of guests) await guest.rsvp.checkIn(MIXER_ID);
    expect(thursday(await look(ana))?.phase).toBe("checked-in");
    world.backend.clock.skipTo(MIXER_STARTS_AT);
    const card = thursday(await look(ana));
    expect(card?.phase).toBe("in-circle");
    expect(card?.circle).toMatchObject({ number: 1, signal: { colourName: "Tangerine" } });
    world.backend.clock.skipTo(MIXER_ENDS_AT);
    expect(thursday(await look(ana))).toBeUndefined();
  });

  it("take I'm here once per RSVP: said again it keeps the first time, and the store takes no second stamp", async () => {
    const world = mixerTestWorld({ capacity: 40 });
    const ana = await world.guest("ana");
    await ana.rsvp.rsvp(MIXER_ID);
    const door = MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS;
    world.backend.clock.skipTo(door);
    await ana.rsvp.checkIn(MIXER_ID);
    world.backend.clock.skipTo(door + MINUTE_MS);
    await ana.rsvp.checkIn(MIXER_ID);
    expect((await world.rsvps()).get("ana")?.checkedInAt).toBe(door);
    // As the server's rules: a second stamp (which would run the circles again) is refused.
    await expect(world.backend.mixerLedger.checkIn(EVENT_ID, "ana")).rejects.toBeInstanceOf(RequestRefusedError);
    expect((await world.rsvps()).get("ana")?.checkedInAt).toBe(door);
  });

  it("leave out a mixer that started, for a student not going to it", async () => {
    const world = mixerTestWorld();
    const ana = await world.guest("ana");
    world.backend.clock.skipTo(MIXER_STARTS_AT);
    expect(thursday(await look(ana))).toBeUndefined();
  });

  it("say when the student is suspended", async () => {
    const world = mixerTestWorld();
    const ana = await world.guest("ana");
    await world.backend.profileStore.suspend("ana", world.backend.clock.now() + DAY_MS, "harassment");
    expect((await look(ana)).suspended).toBe(true);
  });

  it("are worked out again every 15 s (5 s at the door) from what was read, reading again only for the circles", async () => {
    const world = mixerTestWorld({ capacity: 40 });
    const guests = await Promise.all(["ana", "ben", "cy", "dee"].map((uid) => world.guest(uid)));
    for (const guest of guests) await guest.rsvp.rsvp(MIXER_ID);
    const [ana] = guests as [(typeof guests)[0]];
    const looks = { count: 0 };
    const look = world.backend.mixers.look.bind(world.backend.mixers);
    world.backend.mixers.look = (eventId, uid) => {
      looks.count += 1;
      return look(eventId, uid);
    };
    const states: MyMixersState[] = [];
    const watch = ana.mixers.watch((state) => states.push(state));
    await expect.poll(() => states.length).toBe(2);
    world.backend.clock.advanceBy(MIXERS_REFRESH_INTERVAL_MS - 1);
    expect(states.length).toBe(2);
    world.backend.clock.advanceBy(1);
    await expect.poll(() => states.length).toBe(3);
    const door = MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS;
    // A jump reads again; then time alone (the door opening) is worked out from what is held: nothing read.
    world.backend.clock.skipTo(door - MINUTE_MS);
    await expect.poll(() => thursday(states.at(-1) as Ready)?.phase).toBe("going");
    const read = looks.count;
    while (world.backend.clock.now() < door) {
      world.backend.clock.advanceBy(MIXERS_REFRESH_INTERVAL_MS);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await expect.poll(() => thursday(states.at(-1) as Ready)?.phase).toBe("at-the-door");
    expect(looks.count).toBe(read);
    const seen = states.length;
    world.backend.clock.advanceBy(MIXERS_AT_THE_DOOR_REFRESH_INTERVAL_MS);
    await expect.poll(() => states.length).toBeGreaterThan(seen);
    for (const guest of guests) await guest.rsvp.checkIn(MIXER_ID);
    await watch.refresh();
    expect(thursday(states.at(-1) as Ready)?.phase).toBe("checked-in");
    // The circles are the system's, at the start: read again then, and shown within the first back-off's 15 s.
    world.backend.clock.skipTo(MIXER_STARTS_AT - MINUTE_MS);
    while (world.backend.clock.now() < MIXER_STARTS_AT + FALLBACK_POLL_FIRST_DELAY_MS) {
      world.backend.clock.advanceBy(MIXERS_AT_THE_DOOR_REFRESH_INTERVAL_MS);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await expect.poll(() => thursday(states.at(-1) as Ready)?.phase).toBe("in-circle");
    watch.stop();
  });
});
