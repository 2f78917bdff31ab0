import { TimedOutError } from "./backendTimeout";
import { ServiceUnreachableError } from "./serviceErrors";

/**
 * The failures every console (the operators' /ops, the trust and safety team's /team) words alike:
 * - signed-out: not signed in;
 * - wrong-credentials, too-many-attempts: the console's sign-in failed;
 * - unreachable, timed-out: the backend did not answer; unexpected: anything else.
 */
export const SHARED_CONSOLE_FAILURES = [
  "signed-out",
  "wrong-credentials",
  "too-many-attempts",
  "unreachable",
  "timed-out",
  "unexpected",
] as const;

export type SharedConsoleFailure = (typeof SHARED_CONSOLE_FAILURES)[number];

/** Whether `value` is one of `failures` (a refusal's reason as a callable sends it, say). */
export const isFailureOf =
  <Failure extends string>(failures: readonly Failure[]) =>
  (value: unknown): value is Failure =>
    failures.includes(value as Failure);

/**
 * A console's typed error: why it could not do what was asked, its `reason` worded by the screen.
 * Each console names its own (OperationsError, ReviewError), with its own reasons.
 */
export abstract class ConsoleError<Failure extends string> extends Error {
  constructor(
    readonly reason: Failure,
    options?: ErrorOptions,
  ) {
    super(`Console call failed: ${reason}`, options);
  }
}

/**
 * What the backend's failure to answer stands for (unreachable, timed out), else "unexpected". The
 * sign-in's own failures are the account context's to tell (signInFailureOf): the kernel imports no context.
 */
export function backendFailureOf(error: unknown): "unreachable" | "timed-out" | "unexpected" {
  if (error instanceof ServiceUnreachableError) return "unreachable";
  if (error instanceof TimedOutError) return "timed-out";
  return "unexpected";
}
