import { describe, expect, it } from "vitest";
import type { Mixer } from "../../domain/mixers/Mixer";
import { eventIdOf, newMixerEvent } from "../../domain/mixers/MixerEvent";
import type { MixerLedger } from "../../domain/mixers/ports/MixerLedger";
import type { MixerDesk } from "../../domain/operations/ports/MixerDesk";
import { MINUTE_MS } from "../../domain/shared/time";
import { anRsvp } from "../support/mixerFixtures";

/** A backend's Mixers desk, the operator signed in, and the system's ledger the events are written through. */
export interface MixerDeskHarness {
  readonly desk: MixerDesk;
  readonly ledger: MixerLedger;
  /** A mixer of the backend's schedule whose check-in is open at the backend's time (it starts within minutes). */
  readonly mixer: Mixer;
  /** The student says "I'm here" at the event's door now (the student's own write, as their app makes it). */
  checkIn(eventId: string, uid: string): Promise<void>;
  /** From now on, the desk's caller holds no operator role. */
  loseOperator(): Promise<void>;
}

const HALL = { id: "hall", name: "Main Hall", meetingPoint: "By the doors", address: "Campus" };

/** One school's event of `mixer` as the RSVP desk leaves it: going, waitlisted, checked in, seated. */
async function seed(ledger: MixerLedger, mixer: Mixer, school: string, rsvps: Parameters<typeof anRsvp>[2][]) {
  const base = newMixerEvent(mixer, school, school === "state.edu" ? HALL : null);
  const all = rsvps.map((fields, index) => anRsvp(base, `${school.split(".")[0]}${index}`, { school, ...fields }));
  const circles = new Set(all.flatMap((rsvp) => (rsvp.circle === null ? [] : [rsvp.circle]))).size;
  const event = {
    ...base,
    going: all.filter((rsvp) => rsvp.status === "going").length,
    waitlisted: all.filter((rsvp) => rsvp.status === "waitlisted").length,
    circles,
    circlesFormedAt: circles > 0 ? mixer.startsAt - MINUTE_MS : null,
  };
  await ledger.change(eventIdOf(mixer.id, school), "all", () => ({ change: { event, rsvps: all }, answer: null }));
}

/**
 * The MixerDesk contract: each mixer around now, by school, with what the system keeps of its events
 * (going against the capacity, the waitlist, who checked in, the circles' sizes); operators only.
 */
export function describeMixerDeskContract(name: string, start: () => Promise<MixerDeskHarness>): void {
  describe(`MixerDesk contract: ${name}`, () => {
    it("shows a mixer with no RSVP yet with no school, and each school's event once there is one", async () => {
      const { desk, ledger, mixer, checkIn } = await start();
      const before = (await desk.overview()).find((summary) => summary.mixerId === mixer.id);
      expect(before).toEqual({
        mixerId: mixer.id,
        title: mixer.title,
        startsAt: mixer.startsAt,
        endsAt: mixer.endsAt,
        capacity: mixer.capacity,
        schools: [],
      });
      const seated = { rsvpAt: mixer.startsAt - 60 * MINUTE_MS };
      await seed(ledger, mixer, "umich.edu", [{}]);
      await seed(ledger, mixer, "state.edu", [
        { ...seated, circle: 0 },
        { ...seated, circle: 0 },
        { ...seated, circle: 1 },
        {},
        { status: "waitlisted", position: 1 },
        { status: "cancelled", cancelledAt: mixer.startsAt - 30 * MINUTE_MS },
      ]);
      for (const uid of ["state0", "state1", "state2"]) await checkIn(eventIdOf(mixer.id, "state.edu"), uid);
      const after = (await desk.overview()).find((summary) => summary.mixerId === mixer.id);
      expect(after?.schools).toEqual([
        {
          school: "state.edu",
          place: HALL,
          going: 4,
          waitlisted: 1,
          checkedIn: 3,
          circleSizes: [2, 1],
          circlesFormedAt: mixer.startsAt - MINUTE_MS,
        },
        {
          school: "umich.edu",
          place: null,
          going: 1,
          waitlisted: 0,
          checkedIn: 0,
          circleSizes: [],
          circlesFormedAt: null,
        },
      ]);
    });

    it("answers operators only", async () => {
      const harness = await start();
      await harness.loseOperator();
      await expect(harness.desk.overview()).rejects.toMatchObject({ name: "OperationsError" });
    });
  });
}
