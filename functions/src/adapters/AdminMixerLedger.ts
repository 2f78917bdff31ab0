import { FieldPath, FieldValue, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, mixerEventPath, mixerRsvpPath } from "../../../adapters/firebase/documents/firestoreLayout";
import {
  fromMixerEventDocument,
  fromRsvpDocument,
  toMixerEventDocument,
  toRsvpDocument,
} from "../../../adapters/firebase/documents/mixerDocuments";
import type { MixerEvent, Rsvp } from "../../../domain/mixers/MixerEvent";
import type { MixerChange, MixerFacts, MixerLedger, MixerScope } from "../../../domain/mixers/ports/MixerLedger";
import type { MixerRecords } from "../../../domain/mixers/ports/MixerRecords";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/** Firestore's codes for a write whose precondition no longer held: another change came first. */
const OVERTAKEN = new Set([6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);
/** How many times a change is tried before giving up (each after a random wait of up to MAX_WAIT_MS). */
const MAX_ATTEMPTS = 400;
const FIRST_WAIT_MS = 10;
const MAX_WAIT_MS = 400;

/**
 * The mixers in Firestore, as the system reads and writes them: `mixers/{eventId}` and its
 * `rsvps/{uid}`; a student's RSVPs, whatever the mixer, through the collection group
 * (firestore.indexes.json: `rsvps.uid`).
 *
 * Every change of an event's places is a compare-and-set on the event document: read it (and the
 * RSVPs the change needs), decide, then commit one batch that writes the event only if it has not
 * changed since it was read (`lastUpdateTime`; `create` for the first RSVP) together with the RSVPs
 * decided. Two changes at once cannot both commit on the same version: the one that loses reads
 * again and decides again. Each commit bumps `version`, so that every change moves the event on.
 *
 * Why not a transaction: the Admin SDK's transactions lock what they read, and on the Firestore
 * emulator 200 RSVPs at once to one event all but one end in "Transaction lock timeout" (measured:
 * 199 of 200 failed, however many retries). Optimistic commits with preconditions never wait on a
 * lock: 200 at once settle in seconds, with exactly the capacity going and the rest in line.
 */
export class AdminMixerLedger implements MixerLedger, MixerRecords {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async change<T>(
    eventId: string,
    scope: MixerScope,
    decide: (facts: MixerFacts) => { readonly change: MixerChange | null; readonly answer: T },
  ): Promise<T> {
    const eventRef = this.#firestore.doc(mixerEventPath(eventId));
    for (let attempt = 1; ; attempt++) {
      const snapshot = await eventRef.get();
      const rsvps = await this.#rsvpsFor(eventId, scope);
      const event = snapshot.exists ? fromMixerEventDocument(eventId, snapshot.data() ?? {}, ADMIN_TIME_CODEC) : null;
      const { change, answer } = decide({ event, rsvps });
      if (change === null) return answer;
      const batch = this.#firestore.batch();
      const data = { ...toMixerEventDocument(change.event, ADMIN_TIME_CODEC), version: FieldValue.increment(1) };
      if (snapshot.updateTime === undefined) batch.create(eventRef, data);
      else batch.update(eventRef, data, { lastUpdateTime: snapshot.updateTime });
      for (const rsvp of change.rsvps) {
        batch.set(this.#firestore.doc(mixerRsvpPath(eventId, rsvp.uid)), toRsvpDocument(rsvp, ADMIN_TIME_CODEC), {
          merge: true,
        });
      }
      try {
        await batch.commit();
        return answer;
      } catch (error) {
        if (!isOvertaken(error) || attempt >= MAX_ATTEMPTS) throw error;
        await waitBeforeRetry(attempt);
      }
    }
  }

  async eventsOf(mixerId: string, limit: number, afterId: string | null): Promise<readonly MixerEvent[]> {
    let query = this.#firestore
      .collection(COLLECTIONS.mixers)
      .where("mixer_id", "==", mixerId)
      .orderBy(FieldPath.documentId());
    if (afterId !== null) query = query.startAfter(afterId);
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((document) => fromMixerEventDocument(document.id, document.data(), ADMIN_TIME_CODEC));
  }

  async rsvpsOf(eventId: string): Promise<readonly Rsvp[]> {
    const snapshot = await this.#firestore.collection(`${mixerEventPath(eventId)}/${COLLECTIONS.rsvps}`).get();
    return snapshot.docs.map((document) => fromRsvpDocument(document.data(), ADMIN_TIME_CODEC));
  }

  async listFor(uid: string): Promise<readonly Rsvp[]> {
    const snapshot = await this.#firestore.collectionGroup(COLLECTIONS.rsvps).where("uid", "==", uid).get();
    return snapshot.docs.map((document) => fromRsvpDocument(document.data(), ADMIN_TIME_CODEC));
  }

  async remove(eventId: string, uid: string): Promise<void> {
    await this.#firestore.doc(mixerRsvpPath(eventId, uid)).delete();
  }

  async #rsvpsFor(eventId: string, scope: MixerScope): Promise<Rsvp[]> {
    if (scope === "all") return [...(await this.rsvpsOf(eventId))];
    const snapshot = await this.#firestore.doc(mixerRsvpPath(eventId, scope.uid)).get();
    return snapshot.exists ? [fromRsvpDocument(snapshot.data() ?? {}, ADMIN_TIME_CODEC)] : [];
  }
}

function isOvertaken(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && OVERTAKEN.has(Number(error.code));
}

/** A random wait that grows with the attempts (full jitter), so that those who lost do not collide again. */
function waitBeforeRetry(attempt: number): Promise<void> {
  const ceiling = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(attempt, 10));
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}
