import type { SchoolsView } from "../../domain/operations/ManagePlaces";
import type { PlaceDraft } from "../../domain/operations/placeRules";
import type { PlacesDesk } from "../../domain/operations/ports/PlacesDesk";
import { callOperations } from "./callOperations";
import { CALLABLE } from "./documents/functionsProtocol";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";

/** The Schools section on Firebase: the callables `opsSchools`, `opsSavePlace` and `opsRetirePlace`, for operators only. */
export class FirebasePlacesDesk implements PlacesDesk {
  readonly #auth: FirebaseAuthCalls;
  readonly #functions: string;

  constructor(auth: FirebaseAuthCalls, functionsBaseUrl: string) {
    this.#auth = auth;
    this.#functions = functionsBaseUrl;
  }

  view(): Promise<SchoolsView> {
    return callOperations(this.#auth, this.#functions, CALLABLE.opsSchools, {});
  }

  savePlace(school: string, draft: PlaceDraft): Promise<SchoolsView> {
    return callOperations(this.#auth, this.#functions, CALLABLE.opsSavePlace, { school, draft });
  }

  retirePlace(school: string, placeId: string): Promise<SchoolsView> {
    return callOperations(this.#auth, this.#functions, CALLABLE.opsRetirePlace, { school, placeId });
  }
}
