import type { MixerStore } from "../../domain/mixers/ports/MixerStore";
import type { PersonalDataService } from "../../domain/privacy/ports/PersonalDataService";
import type { RescueDesk } from "../../domain/rescue/ports/RescueDesk";
import type { ReviewDesk } from "../../domain/trust/ports/ReviewDesk";
import { functionsBaseUrl } from "./callFunction";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";
import { FirebasePersonalDataService } from "./FirebasePersonalDataService";
import { FirebaseReviewDesk } from "./FirebaseReviewDesk";
import type { FirebaseSettings } from "./firebaseConfig";

export interface FirebaseAccountServices {
  readonly personalData: PersonalDataService;
  readonly reviewDesk: ReviewDesk;
  readonly loadMixers: () => Promise<MixerStore>;
  readonly loadRescueDesk: () => Promise<RescueDesk>;
}

/**
 * What calls the Cloud Functions on the student's or the reviewer's behalf, on the backend's own
 * Auth (their ID token goes with each call): the download, the deletion, the console, and a mixer's
 * RSVPs (the mixers' store, which the backend downloads: its chunk holds the lite SDK the store
 * uses), and the same-day rescue's desk (downloaded with the dashboard's rescue card). Loaded apart from the backend, on the first use of one of them, so that log-in and sign-up
 * do not carry it.
 */
export function createFirebaseAccountServices(
  backend: { readonly authCalls: FirebaseAuthCalls; loadMixerStore(): Promise<MixerStore> },
  settings: FirebaseSettings,
): FirebaseAccountServices {
  const { authCalls: auth } = backend;
  const baseUrl = functionsBaseUrl(settings);
  return {
    personalData: new FirebasePersonalDataService(auth, baseUrl),
    reviewDesk: new FirebaseReviewDesk(auth, baseUrl),
    loadMixers: () => backend.loadMixerStore(),
    loadRescueDesk: async () => new (await import("./FirebaseRescueDesk")).FirebaseRescueDesk(auth, baseUrl),
  };
}
