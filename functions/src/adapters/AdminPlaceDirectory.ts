import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, DEFAULT_PLACES_DOCUMENT } from "../../../adapters/firebase/documents/firestoreLayout";
import { fromListedPlacesDocument, toListedPlacesDocument } from "../../../adapters/firebase/documents/placesDocument";
import type { Place } from "../../../domain/meetups/Place";
import type { PlaceDirectory } from "../../../domain/meetups/ports/PlaceDirectory";
import { DEFAULT_PLACES, type ListedPlace, placesInUse } from "../../../domain/operations/ListedPlace";
import type { PlaceBook } from "../../../domain/operations/ports/PlaceBook";

/**
 * Where students meet: `places/{school}`, else `places/default`, the places in use (operator data,
 * kept in the console: the round's PlaceDirectory, and the console's PlaceBook).
 */
export class AdminPlaceDirectory implements PlaceDirectory, PlaceBook {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async placesFor(school: string): Promise<readonly Place[]> {
    const [own, general] = await Promise.all([this.listOf(school), this.listOf(DEFAULT_PLACES)]);
    const ownPlaces = placesInUse(own);
    return ownPlaces.length > 0 ? ownPlaces : placesInUse(general);
  }

  async listOf(school: string): Promise<readonly ListedPlace[]> {
    return fromListedPlacesDocument((await this.#document(school).get()).data());
  }

  async saveList(school: string, places: readonly ListedPlace[]): Promise<void> {
    await this.#document(school).set(toListedPlacesDocument(places));
  }

  async schoolsWithLists(): Promise<readonly string[]> {
    const documents = await this.#firestore.collection(COLLECTIONS.places).listDocuments();
    return documents.map((document) => document.id).filter((id) => id !== DEFAULT_PLACES_DOCUMENT);
  }

  #document(school: string) {
    const id = school === DEFAULT_PLACES ? DEFAULT_PLACES_DOCUMENT : school;
    return this.#firestore.collection(COLLECTIONS.places).doc(id);
  }
}
