import type { OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";
import { FirebaseOperatorDesk } from "./FirebaseOperatorDesk";
import type { FirebaseSettings } from "./firebaseConfig";

export interface FirebaseOperationsServices {
  readonly operatorDesk: OperatorDesk;
}

/**
 * The operators' console on Firebase: the operator signs in with Firebase Authentication (the claim
 * `operator`), and each section calls the callable functions only operators may call. Loaded apart
 * from the backend, on the console's first call.
 */
export function createFirebaseOperationsServices(
  backend: { readonly authCalls: FirebaseAuthCalls },
  _settings: FirebaseSettings,
): FirebaseOperationsServices {
  return { operatorDesk: new FirebaseOperatorDesk(backend.authCalls) };
}
