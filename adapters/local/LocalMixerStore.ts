import { PlayDemoMixerGuests } from "../../domain/devtools/PlayDemoMixerGuests";
import type { DemoCohort } from "../../domain/devtools/ports/DemoCohort";
import type { Place } from "../../domain/meetups/Place";
import { schoolOf } from "../../domain/meetups/schoolOf";
import type { Rsvp } from "../../domain/mixers/MixerEvent";
import { eventIdOf } from "../../domain/mixers/MixerEvent";
import { MixerSpots, type MixerSpotsPorts } from "../../domain/mixers/MixerSpots";
import type { MixerLook, MixerStore } from "../../domain/mixers/ports/MixerStore";
import { RunMixerJobs, type RunMixerJobsPorts } from "../../domain/mixers/RunMixerJobs";
import { SeatCircles } from "../../domain/mixers/SeatCircles";
import { NotifyMixer } from "../../domain/notifications/NotifyMixer";
import type { Notifier } from "../../domain/notifications/ports/Notifier";
import type { DataSubject } from "../../domain/shared/DataSubject";
import type { LocalMixerLedger } from "./LocalMixerLedger";

/**
 * A student's side of the mixers on the offline backend, which has no server: the system's part
 * runs here, in the browser, on the same domain code as the Cloud Functions (MixerSpots for an RSVP
 * and a cancellation, SeatCircles after a check-in, RunMixerJobs for what is due), and the demo
 * students say "I'm here" as the door opens (PlayDemoMixerGuests). What a mixer tells its students
 * (NotifyMixer) follows each of these, as the functions' trigger and due jobs do on Firebase.
 */
export class LocalMixerStore implements MixerStore {
  readonly #ledger: LocalMixerLedger;
  readonly #ports: RunMixerJobsPorts & MixerSpotsPorts;
  readonly #spots: MixerSpots;
  readonly #circles: SeatCircles;
  readonly #jobs: RunMixerJobs;
  readonly #demo: PlayDemoMixerGuests;
  readonly #notify: NotifyMixer;

  constructor(
    ledger: LocalMixerLedger,
    ports: Omit<RunMixerJobsPorts & MixerSpotsPorts, "mixers"> & {
      readonly cohort: DemoCohort;
      readonly notifier: Notifier;
    },
  ) {
    this.#ledger = ledger;
    this.#ports = { ...ports, mixers: ledger };
    this.#spots = new MixerSpots(this.#ports);
    this.#circles = new SeatCircles(this.#ports);
    this.#jobs = new RunMixerJobs(this.#ports);
    this.#notify = new NotifyMixer({ ...this.#ports, notifier: ports.notifier });
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

  /** The student's own notifications withdrawn, and whoever a freed place went to told. */
  async cancel(mixerId: string, student: DataSubject): Promise<void> {
    await this.#spots.release(student, mixerId);
    const eventId = eventIdOf(mixerId, schoolOf(student.email));
    await this.#notify.withdrawCancelled(eventId, student.uid);
    await this.#notify.execute(eventId);
  }

  /** After the start, a latecomer gets their circle at once (as the functions' trigger does on Firebase). */
  async checkIn(eventId: string, uid: string): Promise<void> {
    await this.#ledger.checkIn(eventId, uid);
    await this.#circles.execute(eventId);
    await this.#notify.execute(eventId);
  }

  async runDueJobs(): Promise<void> {
    await this.#demo.execute();
    await this.#jobs.execute();
    await this.#notify.executeDue();
  }

  /** What a cancelled RSVP does, for a student's erasure: the first in line takes the place. */
  /** (Their own notifications go with their devices: nothing is withdrawn.) */
  async releaseSpot(rsvp: Rsvp): Promise<void> {
    await this.#spots.releaseAt(rsvp.eventId, rsvp.uid);
    await this.#notify.execute(rsvp.eventId);
  }
}
