import type { MixerDesk } from "../../domain/operations/ports/MixerDesk";
import type { OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import type { OutcomeCounts } from "../../domain/operations/ports/OutcomeCounts";
import type { PlacesDesk } from "../../domain/operations/ports/PlacesDesk";
import type { RoundDesk } from "../../domain/operations/ports/RoundDesk";
import type { ScheduleDesk } from "../../domain/operations/ports/ScheduleDesk";
import type { TeamDesk } from "../../domain/operations/ports/TeamDesk";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import { functionsBaseUrl } from "./callFunction";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";
import { FirebaseMixerDesk } from "./FirebaseMixerDesk";
import { FirebaseOperatorDesk } from "./FirebaseOperatorDesk";
import { FirebasePlacesDesk } from "./FirebasePlacesDesk";
import { FirebaseRoundDesk } from "./FirebaseRoundDesk";
import { FirebaseScheduleDesk } from "./FirebaseScheduleDesk";
import { FirebaseTeamDesk } from "./FirebaseTeamDesk";
import type { FirebaseSettings } from "./firebaseConfig";
import type { FirebaseLifecycleStores } from "./firebaseLifecycleStores";

export interface FirebaseOperationsServices {
  readonly operatorDesk: OperatorDesk;
  readonly teamDesk: TeamDesk;
  readonly placesDesk: PlacesDesk;
  /** The Outcomes section: the functions' aggregates, read under the rules. */
  readonly outcomeCounts: OutcomeCounts;
  readonly mealSchedule: MealSchedule;
  readonly roundDesk: RoundDesk;
  readonly mixerDesk: MixerDesk;
  readonly scheduleDesk: ScheduleDesk;
}

/**
 * The operators' console on Firebase: the operator signs in with Firebase Authentication (the claim
 * `operator`), and each section calls the callable functions only operators may call. Loaded apart
 * from the backend, on the console's first call.
 */
export function createFirebaseOperationsServices(
  backend: {
    readonly authCalls: FirebaseAuthCalls;
    loadLifecycleStores(): Promise<FirebaseLifecycleStores>;
  },
  settings: FirebaseSettings,
): FirebaseOperationsServices {
  const { authCalls: auth } = backend;
  const baseUrl = functionsBaseUrl(settings);
  return {
    operatorDesk: new FirebaseOperatorDesk(auth),
    teamDesk: new FirebaseTeamDesk(auth, baseUrl),
    placesDesk: new FirebasePlacesDesk(auth, baseUrl),
    outcomeCounts: {
      allSchoolsBetween: async (first, last) =>
        (await backend.loadLifecycleStores()).outcomeCounts.allSchoolsBetween(first, last),
      schoolBetween: async (school, first, last) =>
        (await backend.loadLifecycleStores()).outcomeCounts.schoolBetween(school, first, last),
      everySchoolBetween: async (first, last) =>
        (await backend.loadLifecycleStores()).outcomeCounts.everySchoolBetween(first, last),
    },
    mealSchedule: { read: async () => (await backend.loadLifecycleStores()).mealSchedule.read() },
    roundDesk: new FirebaseRoundDesk(auth, baseUrl),
    mixerDesk: new FirebaseMixerDesk(auth, baseUrl),
    scheduleDesk: new FirebaseScheduleDesk(auth, baseUrl),
  };
}
