import type { ManagePlaces, SchoolsView } from "../../domain/operations/ManagePlaces";
import type { PlaceDraft } from "../../domain/operations/placeRules";
import type { PlacesDesk } from "../../domain/operations/ports/PlacesDesk";
import type { LocalOperatorDesk } from "./LocalOperatorDesk";

/** The Schools section on the offline backend: ManagePlaces in this browser, for the operator signed in to the console. */
export class LocalPlacesDesk implements PlacesDesk {
  readonly #door: LocalOperatorDesk;
  readonly #places: ManagePlaces;

  constructor(door: LocalOperatorDesk, places: ManagePlaces) {
    this.#door = door;
    this.#places = places;
  }

  async view(): Promise<SchoolsView> {
    await this.#door.operator();
    return this.#places.view();
  }

  async savePlace(school: string, draft: PlaceDraft): Promise<SchoolsView> {
    return this.#places.savePlace(await this.#door.operator(), school, draft);
  }

  async retirePlace(school: string, placeId: string): Promise<SchoolsView> {
    return this.#places.retirePlace(await this.#door.operator(), school, placeId);
  }
}
