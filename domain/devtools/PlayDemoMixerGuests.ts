import { isCheckInOpen, mixerById } from "../mixers/Mixer";
import { isCheckedIn } from "../mixers/MixerEvent";
import type { MixerRecords } from "../mixers/ports/MixerRecords";
import type { MixerStore } from "../mixers/ports/MixerStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import type { DemoCohort } from "./ports/DemoCohort";

export interface PlayDemoMixerGuestsPorts {
  readonly cohort: DemoCohort;
  readonly mixers: MixerRecords;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
  /** "I'm here", as a student says it (the store's rule applies). */
  readonly checkIn: MixerStore["checkIn"];
}

/**
 * Developer tools (offline backend): the demo students going to a mixer say "I'm here" as soon as
 * the door opens, so that the circles at its start have people in them with one student at the
 * keyboard. Those whose script is not to show up stay away. Returns the events they checked in at.
 */
export class PlayDemoMixerGuests {
  readonly #ports: PlayDemoMixerGuestsPorts;

  constructor(ports: PlayDemoMixerGuestsPorts) {
    this.#ports = ports;
  }

  async execute(): Promise<string[]> {
    const { cohort, mixers, schedule, clock, checkIn } = this.#ports;
    const now = clock.now();
    const calendar = await schedule.read();
    const events = new Set<string>();
    for (const student of await cohort.list()) {
      if (student.behaviour === "does-not-show") continue;
      for (const rsvp of await mixers.listFor(student.uid)) {
        const mixer = mixerById(calendar, rsvp.mixerId);
        if (rsvp.status !== "going" || isCheckedIn(rsvp) || mixer === null || !isCheckInOpen(mixer, now)) continue;
        await checkIn(rsvp.eventId, student.uid);
        events.add(rsvp.eventId);
      }
    }
    return [...events];
  }
}
