import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, DEFAULT_PLACES_DOCUMENT } from "../../../adapters/firebase/documents/firestoreLayout";
import { fromPlacesDocument } from "../../../adapters/firebase/documents/placesDocument";
import type { Place } from "../../../domain/meetups/Place";
import type { PlaceDirectory } from "../../../domain/meetups/ports/PlaceDirectory";

/** Where students meet: `places/{school}`, else `places/default` (operator data, kept in the console). */
export class AdminPlaceDirectory implements PlaceDirectory {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async placesFor(school: string): Promise<readonly Place[]> {
    const places = this.#firestore.collection(COLLECTIONS.places);
    const [own, general] = await Promise.all([places.doc(school).get(), places.doc(DEFAULT_PLACES_DOCUMENT).get()]);
    const ownPlaces = fromPlacesDocument(own.data());
    return ownPlaces.length > 0 ? ownPlaces : fromPlacesDocument(general.data());
  }
}
