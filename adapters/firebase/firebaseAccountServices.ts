import type { PersonalDataService } from "../../domain/ports/PersonalDataService";
import type { ReviewDesk } from "../../domain/ports/ReviewDesk";
import { functionsBaseUrl } from "./callFunction";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";
import { FirebasePersonalDataService } from "./FirebasePersonalDataService";
import { FirebaseReviewDesk } from "./FirebaseReviewDesk";
import type { FirebaseSettings } from "./firebaseConfig";

export interface FirebaseAccountServices {
  readonly personalData: PersonalDataService;
  readonly reviewDesk: ReviewDesk;
}

/**
 * What calls the Cloud Functions on the student's or the reviewer's behalf, on the backend's own
 * Auth (their ID token goes with each call). Loaded apart from the backend, on the first use of a
 * download, a deletion or the console, so that log-in and sign-up do not carry it.
 */
export function createFirebaseAccountServices(
  auth: FirebaseAuthCalls,
  settings: FirebaseSettings,
): FirebaseAccountServices {
  const baseUrl = functionsBaseUrl(settings);
  return {
    personalData: new FirebasePersonalDataService(auth, baseUrl),
    reviewDesk: new FirebaseReviewDesk(auth, baseUrl),
  };
}
