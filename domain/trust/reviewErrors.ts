import { signInFailureOf } from "../account/signInFailure";
import {
  backendFailureOf,
  ConsoleError,
  isFailureOf,
  SHARED_CONSOLE_FAILURES,
  type SharedConsoleFailure,
} from "../shared/consoleFailures";

/**
 * Why the console could not do what a reviewer asked, beyond what every console shares
 * (SharedConsoleFailure); the screen says it in words.
 * - not-a-reviewer: signed in without the trust and safety role;
 * - not-found: no such report; already-reviewed: someone decided it meanwhile;
 * - note-missing, note-too-long, invalid-days: the action as asked cannot be taken;
 * - member-gone: the student deleted their account (only dismissing is left);
 * - own-case: the reviewer filed the report or is the one it is about (by uid or address): another
 *   reviewer takes it.
 */
const REVIEW_OWN_FAILURES = [
  "not-a-reviewer",
  "not-found",
  "already-reviewed",
  "note-missing",
  "note-too-long",
  "invalid-days",
  "member-gone",
  "own-case",
] as const;

export type ReviewFailure = (typeof REVIEW_OWN_FAILURES)[number] | SharedConsoleFailure;

export const isReviewFailure = isFailureOf<ReviewFailure>([...REVIEW_OWN_FAILURES, ...SHARED_CONSOLE_FAILURES]);

export class ReviewError extends ConsoleError<ReviewFailure> {
  override readonly name = "ReviewError";
}

export function reviewFailureOf(error: unknown): ReviewFailure {
  if (error instanceof ReviewError) return error.reason;
  return signInFailureOf(error) ?? backendFailureOf(error);
}
