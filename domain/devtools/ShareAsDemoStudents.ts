import type { CoarsePosition } from "../location/CoarsePosition";
import { locationSharingEndsAt, whyCannotShareLocation } from "../location/locationSharing";
import type { LocationShare } from "../location/ports/LocationShare";
import type { LocationShareLedger } from "../location/ports/LocationShareLedger";
import type { MatchStore } from "../meetups/ports/MatchStore";
import type { Clock } from "../shared/ports/Clock";
import type { DemoCohort } from "./ports/DemoCohort";

/** Where a demo student who shows up says they are (in Boston, near the fake locator's position): a grid position. */
export const DEMO_SHARED_POSITION: CoarsePosition = { latitudeSteps: 42_357, longitudeSteps: -71_062 };

/**
 * Developer tools (offline backend): a demo student who shows up shares their approximate location
 * as soon as the colour screen opens on a confirmed meal, so that the distance can be seen working
 * with a single student at the keyboard. Shared once; the clean-up deletes it when the window ends.
 */
export class ShareAsDemoStudents {
  readonly #cohort: DemoCohort;
  readonly #matches: MatchStore;
  readonly #locations: LocationShare & LocationShareLedger;
  readonly #clock: Clock;

  constructor(cohort: DemoCohort, matches: MatchStore, locations: LocationShare & LocationShareLedger, clock: Clock) {
    this.#cohort = cohort;
    this.#matches = matches;
    this.#locations = locations;
    this.#clock = clock;
  }

  async execute(): Promise<void> {
    const now = this.#clock.now();
    for (const student of await this.#cohort.list()) {
      if (student.behaviour !== "shows-up") continue;
      for (const match of await this.#matches.listForStudent(student.uid)) {
        if (whyCannotShareLocation(match, student.uid, now) !== null) continue;
        if ((await this.#locations.find(match.id, student.uid)) !== null) continue;
        await this.#locations.share(match.id, student.uid, DEMO_SHARED_POSITION, locationSharingEndsAt(match));
      }
    }
  }
}
