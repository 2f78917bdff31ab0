import { PlayDemoMixerGuests } from "../../domain/devtools/PlayDemoMixerGuests";
import type { DemoCohort } from "../../domain/devtools/ports/DemoCohort";
import type { Place } from "../../domain/meetups/Place";
import type { Rsvp } from "../../domain/mixers/MixerEvent";
import { MixerSpots, type MixerSpotsPorts } from "../../domain/mixers/MixerSpots";
import type { MixerLook, MixerStore } from "../../domain/mixers/ports/MixerStore";
import { RunMixerJobs, type RunMixerJobsPorts } from "../../domain/mixers/RunMixerJobs";
import { SeatCircles } from "../../domain/mixers/SeatCircles";
import type { DataSubject } from "../../domain/shared/DataSubject";
import type { LocalMixerLedger } from "./LocalMixerLedger";

/**
 * A student's side of the mixers on the offline backend, which has no server: the system's part
 * runs here, in the browser, on the same domain code as the Cloud Functions (MixerSpots for an RSVP
 * and a cancellation, SeatCircles after a check-in, RunMixerJobs for what is due), and the demo
 * students say "I'm here" as the door opens (PlayDemoMixerGuests).
 */
export class LocalMixerStore implements MixerStore {
  readonly #ledger: LocalMixerLedger;
  readonly #ports: RunMixerJobsPorts & MixerSpotsPorts;
  readonly #spots: MixerSpots;
  readonly #circles: SeatCircles;
  readonly #jobs: RunMixerJobs;
  readonly #demo: PlayDemoMixerGuests;

  constructor(
    ledger: LocalMixerLedger,
    ports: Omit<RunMixerJobsPorts & MixerSpotsPorts, "mixers"> & { readonly cohort: DemoCohort },
  ) {
    this.#ledger = ledger;
    this.#ports = { ...ports, mixers: ledger };
    this.#spots = new MixerSpots(this.#ports);
    this.#circles = new SeatCircles(this.#ports);
    this.#jobs = new RunMixerJobs(this.#ports);
    this.#demo = new PlayDemoMixerGuests({
      ...ports,
      mixers: ledger,
      checkIn: (eventId, uid) => this.checkIn(eventId, uid),
    });
  }

  look(eventId: string, uid: string): Promise<MixerLook> {
    return this.#ledger.look(eventId, uid);
  }

  async placeOf(school: string): Promise<Place | null> {
    return (await this.#ports.places.placesFor(school))[0] ?? null;
  }

  rsvp(mixerId: string, student: DataSubject): Promise<Rsvp> {
    return this.#spots.reserve(student, mixerId);
  }

  cancel(mixerId: string, student: DataSubject): Promise<void> {
    return this.#spots.release(student, mixerId);
  }

  /** After the start, a latecomer gets their circle at once (as the functions' trigger does on Firebase). */
  async checkIn(eventId: string, uid: string): Promise<void> {
    await this.#ledger.checkIn(eventId, uid);
    await this.#circles.execute(eventId);
  }

  async runDueJobs(): Promise<void> {
    await this.#demo.execute();
    await this.#jobs.execute();
  }

  /** What a cancelled RSVP does, for a student's erasure: the first in line takes the place. */
  releaseSpot(rsvp: Rsvp): Promise<void> {
    return this.#spots.releaseAt(rsvp.eventId, rsvp.uid);
  }
}
