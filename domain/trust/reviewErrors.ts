import { InvalidCredentialsError, TooManyAttemptsError } from "../account/accountErrors";
import { TimedOutError } from "../shared/backendTimeout";
import { ServiceUnreachableError } from "../shared/serviceErrors";

/**
 * Why the console could not do what a reviewer asked; the screen says it in words.
 * - not-a-reviewer: signed in without the trust and safety role; signed-out: not signed in;
 * - wrong-credentials: the console's sign-in failed;
 * - not-found: no such report; already-reviewed: someone decided it meanwhile;
 * - note-missing, note-too-long, invalid-days: the action as asked cannot be taken;
 * - member-gone: the student deleted their account (only dismissing is left);
 * - own-case: the reviewer filed the report or is the one it is about (by uid or address): another
 *   reviewer takes it.
 */
export type ReviewFailure =
  | "not-a-reviewer"
  | "signed-out"
  | "wrong-credentials"
  | "too-many-attempts"
  | "not-found"
  | "already-reviewed"
  | "note-missing"
  | "note-too-long"
  | "invalid-days"
  | "member-gone"
  | "own-case"
  | "unreachable"
  | "timed-out"
  | "unexpected";

const REVIEW_FAILURES: readonly ReviewFailure[] = [
  "not-a-reviewer",
  "signed-out",
  "wrong-credentials",
  "too-many-attempts",
  "not-found",
  "already-reviewed",
  "note-missing",
  "note-too-long",
  "invalid-days",
  "member-gone",
  "own-case",
  "unreachable",
  "timed-out",
  "unexpected",
];

export const isReviewFailure = (value: unknown): value is ReviewFailure =>
  REVIEW_FAILURES.includes(value as ReviewFailure);

export class ReviewError extends Error {
  override readonly name = "ReviewError";
  constructor(
    readonly reason: ReviewFailure,
    options?: ErrorOptions,
  ) {
    super(`Review failed: ${reason}`, options);
  }
}

export function reviewFailureOf(error: unknown): ReviewFailure {
  if (error instanceof ReviewError) return error.reason;
  if (error instanceof InvalidCredentialsError) return "wrong-credentials";
  if (error instanceof TooManyAttemptsError) return "too-many-attempts";
  if (error instanceof ServiceUnreachableError) return "unreachable";
  if (error instanceof TimedOutError) return "timed-out";
  return "unexpected";
}
