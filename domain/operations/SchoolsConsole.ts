import type { Clock } from "../shared/ports/Clock";
import type { SchoolsView } from "./ManagePlaces";
import { consoleCall, OperationsError } from "./operationsErrors";
import { type PlaceDraft, placeProblems } from "./placeRules";
import type { PlacesDesk } from "./ports/PlacesDesk";

/** The Schools section: the schools and their places; a draft that breaks a rule is refused before it is sent. */
export class SchoolsConsole {
  readonly #desk: PlacesDesk;
  readonly #clock: Clock;

  constructor(desk: PlacesDesk, clock: Clock) {
    this.#desk = desk;
    this.#clock = clock;
  }

  view(): Promise<SchoolsView> {
    return consoleCall(this.#clock, () => this.#desk.view());
  }

  savePlace(school: string, draft: PlaceDraft): Promise<SchoolsView> {
    if (Object.keys(placeProblems(draft)).length > 0) return Promise.reject(new OperationsError("invalid"));
    return consoleCall(this.#clock, () => this.#desk.savePlace(school, draft));
  }

  retirePlace(school: string, placeId: string): Promise<SchoolsView> {
    return consoleCall(this.#clock, () => this.#desk.retirePlace(school, placeId));
  }
}
