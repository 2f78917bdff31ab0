import { whyCannotCheckIn } from "../../domain/mixers/checkInRule";
import { isCheckedIn, type MixerEvent, type Rsvp } from "../../domain/mixers/MixerEvent";
import type { MixerFacts, MixerLedger, MixerScope } from "../../domain/mixers/ports/MixerLedger";
import type { MixerRecords } from "../../domain/mixers/ports/MixerRecords";
import type { MixerLook } from "../../domain/mixers/ports/MixerStore";
import { readStoredProfile } from "../../domain/profile/storedProfile";
import type { ProfileDocument } from "../../domain/profile/UserProfile";
import type { Clock } from "../../domain/shared/ports/Clock";
import { RequestRefusedError } from "../../domain/shared/serviceErrors";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/**
 * The mixers in IndexedDB: each school's event and the RSVPs to it, the offline stand-in for
 * Firestore `mixers/{eventId}` and its `rsvps/{uid}`. A change of the system's is one IndexedDB
 * transaction (readwrite transactions on the same stores run one after the other, in every tab), so
 * the capacity holds here as the functions' compare-and-set holds it on Firestore. "I'm here" keeps
 * the rule the server's rules keep (whyCannotCheckIn), by the store's clock.
 */
export class LocalMixerLedger implements MixerLedger, MixerRecords {
  readonly #database: LocalDatabase;
  readonly #clock: Clock;

  constructor(database: LocalDatabase, clock: Clock) {
    this.#database = database;
    this.#clock = clock;
  }

  async change<T>(
    eventId: string,
    scope: MixerScope,
    decide: (facts: MixerFacts) => {
      readonly change: { event: MixerEvent; rsvps: readonly Rsvp[] } | null;
      readonly answer: T;
    },
  ): Promise<T> {
    return this.#database.transact(["mixerEvents", "mixerRsvps"], "readwrite", async (transaction) => {
      const events = transaction.objectStore("mixerEvents");
      const rsvpStore = transaction.objectStore("mixerRsvps");
      const event = (await requestResult<MixerEvent | undefined>(events.get(eventId))) ?? null;
      const rsvps =
        scope === "all"
          ? await requestResult<Rsvp[]>(rsvpStore.index("eventId").getAll(eventId))
          : [await requestResult<Rsvp | undefined>(rsvpStore.get([eventId, scope.uid]))].filter(
              (rsvp): rsvp is Rsvp => rsvp !== undefined,
            );
      const { change, answer } = decide({ event, rsvps });
      if (change !== null) {
        await requestResult(events.put(change.event));
        for (const rsvp of change.rsvps) await requestResult(rsvpStore.put(rsvp));
      }
      return answer;
    });
  }

  async eventsOf(mixerId: string, limit: number, afterId: string | null): Promise<readonly MixerEvent[]> {
    const events = await this.#database.transact(["mixerEvents"], "readonly", (transaction) =>
      requestResult<MixerEvent[]>(transaction.objectStore("mixerEvents").index("mixerId").getAll(mixerId)),
    );
    return events
      .filter((event) => afterId === null || event.id > afterId)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit);
  }

  async rsvpsOf(eventId: string): Promise<readonly Rsvp[]> {
    return this.#database.transact(["mixerRsvps"], "readonly", (transaction) =>
      requestResult<Rsvp[]>(transaction.objectStore("mixerRsvps").index("eventId").getAll(eventId)),
    );
  }

  async listFor(uid: string): Promise<readonly Rsvp[]> {
    return this.#database.transact(["mixerRsvps"], "readonly", (transaction) =>
      requestResult<Rsvp[]>(transaction.objectStore("mixerRsvps").index("uid").getAll(uid)),
    );
  }

  async remove(eventId: string, uid: string): Promise<void> {
    await this.#database.transact(["mixerRsvps"], "readwrite", (transaction) =>
      requestResult(transaction.objectStore("mixerRsvps").delete([eventId, uid])),
    );
  }

  /** The school's event and the student's RSVP, as the student reads them. */
  async look(eventId: string, uid: string): Promise<MixerLook> {
    return this.#database.transact(["mixerEvents", "mixerRsvps"], "readonly", async (transaction) => {
      const event = await requestResult<MixerEvent | undefined>(transaction.objectStore("mixerEvents").get(eventId));
      const rsvp = await requestResult<Rsvp | undefined>(transaction.objectStore("mixerRsvps").get([eventId, uid]));
      return { event: event ?? null, rsvp: rsvp ?? null };
    });
  }

  /**
   * "I'm here", at the store's time: refused (RequestRefusedError) where the server's rules refuse it,
   * a second stamp on the same RSVP included.
   */
  async checkIn(eventId: string, uid: string): Promise<void> {
    const now = this.#clock.now();
    await this.#database.transact(["mixerEvents", "mixerRsvps", "profiles"], "readwrite", async (transaction) => {
      const rsvps = transaction.objectStore("mixerRsvps");
      const event = await requestResult<MixerEvent | undefined>(transaction.objectStore("mixerEvents").get(eventId));
      const rsvp = await requestResult<Rsvp | undefined>(rsvps.get([eventId, uid]));
      const stored = await requestResult<ProfileDocument | undefined>(transaction.objectStore("profiles").get(uid));
      const profile = stored === undefined ? {} : readStoredProfile(stored);
      const refusal = whyCannotCheckIn(event ?? null, rsvp ?? null, profile, now);
      if (refusal !== null || rsvp === undefined) throw new RequestRefusedError(`Check-in refused: ${refusal}`);
      if (isCheckedIn(rsvp)) throw new RequestRefusedError("Check-in refused: already checked in");
      await requestResult(rsvps.put({ ...rsvp, checkedInAt: now }));
    });
  }
}
