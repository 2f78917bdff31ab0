import type { OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import type { PlacesDesk } from "../../domain/operations/ports/PlacesDesk";
import type { TeamDesk } from "../../domain/operations/ports/TeamDesk";
import { functionsBaseUrl } from "./callFunction";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";
import { FirebaseOperatorDesk } from "./FirebaseOperatorDesk";
import { FirebasePlacesDesk } from "./FirebasePlacesDesk";
import { FirebaseTeamDesk } from "./FirebaseTeamDesk";
import type { FirebaseSettings } from "./firebaseConfig";

export interface FirebaseOperationsServices {
  readonly operatorDesk: OperatorDesk;
  readonly teamDesk: TeamDesk;
  readonly placesDesk: PlacesDesk;
}

/**
 * The operators' console on Firebase: the operator signs in with Firebase Authentication (the claim
 * `operator`), and each section calls the callable functions only operators may call. Loaded apart
 * from the backend, on the console's first call.
 */
export function createFirebaseOperationsServices(
  backend: { readonly authCalls: FirebaseAuthCalls },
  settings: FirebaseSettings,
): FirebaseOperationsServices {
  const { authCalls: auth } = backend;
  const baseUrl = functionsBaseUrl(settings);
  return {
    operatorDesk: new FirebaseOperatorDesk(auth),
    teamDesk: new FirebaseTeamDesk(auth, baseUrl),
    placesDesk: new FirebasePlacesDesk(auth, baseUrl),
  };
}
