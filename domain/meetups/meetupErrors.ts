/** Why something a student tried with their meals did not happen; the screen says it in words. */
export type MeetupFailure =
  | "signed-out"
  | "profile-incomplete"
  | "opt-in-closed"
  | "no-slots"
  | "not-a-slot"
  | "snoozed"
  | "paused-for-no-shows"
  | "suspended"
  | "waitlist-closed"
  | "not-a-member"
  | "match-not-found"
  | "too-late"
  | "not-yet"
  | "invalid"
  | "unreachable"
  | "unexpected";

export class MeetupError extends Error {
  override readonly name = "MeetupError";
  constructor(
    readonly reason: MeetupFailure,
    options?: ErrorOptions,
  ) {
    super(`Meetup action failed: ${reason}`, options);
  }
}
