import { describe, expect, it } from "vitest";
import type { Place } from "../../domain/meetups/Place";
import { mixerIdOf } from "../../domain/mixers/Mixer";
import { eventIdOf, newMixerEvent } from "../../domain/mixers/MixerEvent";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "../../domain/mixers/mixerRules";
import type { MixerLedger } from "../../domain/mixers/ports/MixerLedger";
import type { MixerRecords } from "../../domain/mixers/ports/MixerRecords";
import type { MixerStore } from "../../domain/mixers/ports/MixerStore";
import { DAY_MS, MINUTE_MS } from "../../domain/shared/time";

/** The place the contract's schools meet at (state.edu has none of its own: the general one). */
export const CONTRACT_PLACE: Place = {
  id: "hall",
  name: "Main Hall",
  meetingPoint: "By the doors",
  address: "Campus",
};

/** A mixer of the schedule: starting `startsAt` (a whole minute), two hours long, with `capacity` places per school. */
export interface ContractMixer {
  readonly startsAt: number;
  readonly capacity: number;
}

/**
 * The schedule has `mixer` (read in UTC), places has CONTRACT_PLACE for every school, and the
 * students ana, ben and cy (verified at state.edu, 18 or older confirmed) have profiles. `as(uid)` is
 * the store that student uses; `ledger` the system's side of the same store; `suspend` what the
 * trust and safety team does.
 */
export type MixerStoreSetUp = (mixer: ContractMixer) => Promise<{
  readonly as: (uid: string) => Promise<MixerStore>;
  readonly ledger: MixerLedger & MixerRecords;
  readonly suspend: (uid: string) => Promise<void>;
}>;

const student = (uid: string) => ({ uid, email: `${uid}@state.edu` });

/** A mixer `startsIn` from now, on a whole minute, and its ids. */
function contractMixer(startsIn: number, capacity: number) {
  const startsAt = Math.ceil((Date.now() + startsIn) / MINUTE_MS) * MINUTE_MS;
  const mixerId = mixerIdOf(startsAt, "UTC");
  return { mixer: { startsAt, capacity }, mixerId, eventId: eventIdOf(mixerId, "state.edu") };
}

/** What every MixerStore adapter must do: a student's side of their school's mixer. */
export function describeMixerStoreContract(adapterName: string, setUp: MixerStoreSetUp): void {
  describe(`MixerStore contract: ${adapterName}`, () => {
    it("shows the school's place, and nothing of the event before its first RSVP", async () => {
      const { mixer, eventId } = contractMixer(DAY_MS, 2);
      const { as } = await setUp(mixer);
      const ana = await as("ana");
      expect(await ana.look(eventId, "ana")).toEqual({ event: null, rsvp: null });
      expect(await ana.placeOf("state.edu")).toEqual(CONTRACT_PLACE);
    });

    it("gives places first come, first served, then the waitlist in order; an RSVP sent again is one", async () => {
      const { mixer, mixerId, eventId } = contractMixer(DAY_MS, 2);
      const { as } = await setUp(mixer);
      const [ana, ben, cy] = await Promise.all(["ana", "ben", "cy"].map(as));
      expect(await ana?.rsvp(mixerId, student("ana"))).toMatchObject({ status: "going", position: null });
      expect(await ben?.rsvp(mixerId, student("ben"))).toMatchObject({ status: "going" });
      expect(await cy?.rsvp(mixerId, student("cy"))).toMatchObject({ status: "waitlisted", position: 1 });
      expect(await cy?.rsvp(mixerId, student("cy"))).toMatchObject({ status: "waitlisted", position: 1 });
      const look = await ana?.look(eventId, "ana");
      expect(look?.event).toMatchObject({
        id: eventId,
        school: "state.edu",
        going: 2,
        waitlisted: 1,
        place: CONTRACT_PLACE,
        mixer: { id: mixerId, startsAt: mixer.startsAt, endsAt: mixer.startsAt + 2 * 60 * MINUTE_MS, capacity: 2 },
      });
      expect(look?.rsvp).toMatchObject({ uid: "ana", eventId, mixerId, status: "going", checkedInAt: null });
    });

    it("gives a cancelled place to the first in line", async () => {
      const { mixer, mixerId, eventId } = contractMixer(DAY_MS, 1);
      const { as, ledger } = await setUp(mixer);
      const [ana, ben] = await Promise.all(["ana", "ben"].map(as));
      await ana?.rsvp(mixerId, student("ana"));
      await ben?.rsvp(mixerId, student("ben"));
      await ana?.cancel(mixerId, student("ana"));
      expect((await ben?.look(eventId, "ben"))?.rsvp).toMatchObject({ status: "going", position: null });
      expect((await ana?.look(eventId, "ana"))?.rsvp).toMatchObject({ status: "cancelled" });
      expect((await ledger.listFor("ben")).map((rsvp) => rsvp.status)).toEqual(["going"]);
    });

    it("refuses an RSVP of a suspended student", async () => {
      const { mixer, mixerId, eventId } = contractMixer(DAY_MS, 2);
      const { as, suspend } = await setUp(mixer);
      await suspend("ana");
      const ana = await as("ana");
      await expect(ana.rsvp(mixerId, student("ana"))).rejects.toMatchObject({
        name: "MixerError",
        reason: "suspended",
      });
      expect((await ana.look(eventId, "ana")).rsvp).toBeNull();
    });

    it("takes I'm here from a student going, at the door", async () => {
      const { mixer, mixerId, eventId } = contractMixer(10 * MINUTE_MS, 2);
      const { as } = await setUp(mixer);
      const ana = await as("ana");
      await ana.rsvp(mixerId, student("ana"));
      const before = Date.now();
      await ana.checkIn(eventId, "ana");
      const checkedInAt = (await ana.look(eventId, "ana")).rsvp?.checkedInAt ?? 0;
      // The store's time (the server's), within the time this took and a little clock skew.
      expect(checkedInAt).toBeGreaterThan(before - MINUTE_MS);
      expect(checkedInAt).toBeLessThan(Date.now() + MINUTE_MS);
      // Once per RSVP (each check-in runs the circles): a second stamp is refused, the first stays.
      await expect(ana.checkIn(eventId, "ana")).rejects.toMatchObject({ name: "RequestRefusedError" });
      expect((await ana.look(eventId, "ana")).rsvp?.checkedInAt).toBe(checkedInAt);
    });

    it("refuses I'm here before the door opens, and from a student on the waitlist", async () => {
      const early = contractMixer(CHECK_IN_OPENS_BEFORE_START_MS + 10 * MINUTE_MS, 1);
      const { as } = await setUp(early.mixer);
      const [ana, ben] = await Promise.all(["ana", "ben"].map(as));
      await ana?.rsvp(early.mixerId, student("ana"));
      await ben?.rsvp(early.mixerId, student("ben"));
      await expect(ana?.checkIn(early.eventId, "ana")).rejects.toMatchObject({ name: "RequestRefusedError" });
      const soon = contractMixer(5 * MINUTE_MS, 1);
      const second = await setUp(soon.mixer);
      const [cy, ana2] = await Promise.all(["cy", "ana"].map(second.as));
      await cy?.rsvp(soon.mixerId, student("cy"));
      await ana2?.rsvp(soon.mixerId, student("ana"));
      await expect(ana2?.checkIn(soon.eventId, "ana")).rejects.toMatchObject({ name: "RequestRefusedError" });
    });

    it("reads a mixer's schools' events a page at a time, by id", async () => {
      const { mixer, mixerId } = contractMixer(DAY_MS, 2);
      const { ledger } = await setUp(mixer);
      const schools = ["c.edu", "a.edu", "b.edu"];
      const scheduled = { id: mixerId, title: "Mixer", startsAt: mixer.startsAt, endsAt: mixer.startsAt, capacity: 2 };
      for (const school of schools) {
        const created = newMixerEvent(scheduled, school, CONTRACT_PLACE);
        await ledger.change(created.id, "all", () => ({ change: { event: created, rsvps: [] }, answer: null }));
      }
      const first = await ledger.eventsOf(mixerId, 2, null);
      expect(first.map((event) => event.school)).toEqual(["a.edu", "b.edu"]);
      const second = await ledger.eventsOf(mixerId, 2, first.at(-1)?.id ?? null);
      expect(second.map((event) => event.school)).toEqual(["c.edu"]);
    });

    it("keeps every RSVP of a student for the system, and removes one", async () => {
      const { mixer, mixerId, eventId } = contractMixer(DAY_MS, 2);
      const { as, ledger } = await setUp(mixer);
      await (await as("ana")).rsvp(mixerId, student("ana"));
      expect((await ledger.listFor("ana")).map((rsvp) => rsvp.eventId)).toEqual([eventId]);
      expect((await ledger.rsvpsOf(eventId)).map((rsvp) => rsvp.uid)).toEqual(["ana"]);
      expect((await ledger.eventsOf(mixerId, 10, null)).map((event) => event.id)).toEqual([eventId]);
      await ledger.remove(eventId, "ana");
      expect(await ledger.listFor("ana")).toEqual([]);
    });
  });
}
