import type { ProfileProblems } from "./ProfileEdit";

export type SaveProfileFailure = "invalid" | "unreachable" | "unexpected" | "signed-out";

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
