import { TimedOutError } from "../shared/backendTimeout";
import { ServiceUnreachableError } from "../shared/serviceErrors";
import type { ProfileProblems } from "./ProfileEdit";

/** Why the store could not be asked or told: the network, a time-out, or anything else. */
export type ProfileStoreFailure = "unreachable" | "timed-out" | "unexpected";

export type SaveProfileFailure = "invalid" | "signed-out" | ProfileStoreFailure;

/** Saving the profile failed; with reason "invalid", `problems` says which fields and why. */
export class SaveProfileError extends Error {
  override readonly name = "SaveProfileError";
  constructor(
    readonly reason: SaveProfileFailure,
    readonly problems: ProfileProblems = {},
    options?: ErrorOptions,
  ) {
    super(`Saving the profile failed: ${reason}`, options);
  }
}

export type LoadProfileFailure = "signed-out" | ProfileStoreFailure;

/** Reading the stored profile afresh failed: the screen goes on from the session's copy and says so. */
export class LoadProfileError extends Error {
  override readonly name = "LoadProfileError";
  constructor(
    readonly reason: LoadProfileFailure,
    options?: ErrorOptions,
  ) {
    super(`Loading the profile failed: ${reason}`, options);
  }
}

/** Classifies what a ProfileStore call threw. */
export function profileStoreFailureOf(error: unknown): ProfileStoreFailure {
  if (error instanceof ServiceUnreachableError) return "unreachable";
  if (error instanceof TimedOutError) return "timed-out";
  return "unexpected";
}
