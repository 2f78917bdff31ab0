import type { Place } from "../../domain/meetups/Place";
import type { Rsvp } from "../../domain/mixers/MixerEvent";
import { isMixerFailure, MixerError } from "../../domain/mixers/mixerErrors";
import type { MixerLook, MixerStore } from "../../domain/mixers/ports/MixerStore";
import type { DataSubject } from "../../domain/shared/DataSubject";
import { RequestRefusedError } from "../../domain/shared/serviceErrors";
import { callFunction, FunctionRefusedError, functionsBaseUrl } from "./callFunction";
import { COLLECTIONS, DEFAULT_PLACES_DOCUMENT, mixerEventPath, mixerRsvpPath } from "./documents/firestoreLayout";
import { CALLABLE } from "./documents/functionsProtocol";
import { fromMixerEventDocument, fromRsvpDocument } from "./documents/mixerDocuments";
import { fromPlacesDocument } from "./documents/placesDocument";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";
import type { FirebaseSettings } from "./firebaseConfig";
import { isPermissionDenied, withDomainErrors } from "./firestoreErrors";
import type { LiteDocuments } from "./liteDocuments";

/**
 * A student's side of the mixers on Firebase: their school's event and their own RSVP read with the
 * backend's lite SDK (liteDocuments; the rules let a student read only those); the RSVP and its cancellation through the
 * callable functions `rsvpToMixer` and `cancelMixerRsvp`, which keep the capacity; "I'm here" written
 * to their RSVP at the server's time, which the rules take only at the door. The system's timed work
 * runs in the functions, so `runDueJobs` has nothing to do. Downloaded with the first mixer card.
 */
export class FirestoreMixerStore implements MixerStore {
  readonly #documents: LiteDocuments;
  readonly #auth: FirebaseAuthCalls;
  readonly #functions: string;

  constructor(documents: LiteDocuments, auth: FirebaseAuthCalls, settings: FirebaseSettings) {
    this.#documents = documents;
    this.#auth = auth;
    this.#functions = functionsBaseUrl(settings);
  }

  async look(eventId: string, uid: string): Promise<MixerLook> {
    const { read, codec } = this.#documents;
    const [event, rsvp] = await withDomainErrors(
      Promise.all([read(mixerEventPath(eventId)), read(mixerRsvpPath(eventId, uid))]),
    );
    return {
      event: event === null ? null : fromMixerEventDocument(eventId, event, codec),
      rsvp: rsvp === null ? null : fromRsvpDocument(rsvp, codec),
    };
  }

  async placeOf(school: string): Promise<Place | null> {
    for (const id of [school, DEFAULT_PLACES_DOCUMENT]) {
      const places = await withDomainErrors(this.#documents.read(`${COLLECTIONS.places}/${id}`));
      const first = fromPlacesDocument(places ?? undefined)[0];
      if (first !== undefined) return first;
    }
    return null;
  }

  rsvp(mixerId: string, _student: DataSubject): Promise<Rsvp> {
    return this.#call(CALLABLE.rsvpToMixer, { mixerId });
  }

  async cancel(mixerId: string, _student: DataSubject): Promise<void> {
    await this.#call(CALLABLE.cancelMixerRsvp, { mixerId });
  }

  async checkIn(eventId: string, uid: string): Promise<void> {
    try {
      await withDomainErrors(this.#documents.stampServerTime(mixerRsvpPath(eventId, uid), "checked_in_at"));
    } catch (error) {
      throw isPermissionDenied(error)
        ? new RequestRefusedError("The rules refused the check-in", { cause: error })
        : error;
    }
  }

  async runDueJobs(): Promise<void> {
    // The functions run the mixers' timed work (mixerJobs, every minute) and react to each check-in.
  }

  async #call<T>(name: string, data: unknown): Promise<T> {
    try {
      return await callFunction<T>(() => this.#auth.idToken(), this.#functions, name, data);
    } catch (error) {
      if (!(error instanceof FunctionRefusedError)) throw error;
      if (isMixerFailure(error.reason)) throw new MixerError(error.reason, { cause: error });
      if (error.status === "UNAUTHENTICATED") throw new MixerError("signed-out", { cause: error });
      throw error;
    }
  }
}
