import { InvalidCredentialsError, TooManyAttemptsError } from "../account/accountErrors";
import { TimedOutError, withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import { ServiceUnreachableError } from "../shared/serviceErrors";

/**
 * Why the operators' console could not do what was asked; the screen says it in words.
 * - not-an-operator: signed in without the operator role; signed-out: not signed in;
 * - wrong-credentials, too-many-attempts: the console's sign-in failed;
 * - invalid: what was typed breaks a rule (the form says which field);
 * - no-account: no account has that address; own-role: an operator cannot take back their own operator role;
 * - has-operators: the first operator's command, once the project has one;
 * - not-found: no such place.
 */
export type OperationsFailure =
  | "not-an-operator"
  | "signed-out"
  | "wrong-credentials"
  | "too-many-attempts"
  | "invalid"
  | "no-account"
  | "own-role"
  | "has-operators"
  | "not-found"
  | "unreachable"
  | "timed-out"
  | "unexpected";

const OPERATIONS_FAILURES: readonly OperationsFailure[] = [
  "not-an-operator",
  "signed-out",
  "wrong-credentials",
  "too-many-attempts",
  "invalid",
  "no-account",
  "own-role",
  "has-operators",
  "not-found",
  "unreachable",
  "timed-out",
  "unexpected",
];

export const isOperationsFailure = (value: unknown): value is OperationsFailure =>
  OPERATIONS_FAILURES.includes(value as OperationsFailure);

export class OperationsError extends Error {
  override readonly name = "OperationsError";
  constructor(
    readonly reason: OperationsFailure,
    options?: ErrorOptions,
  ) {
    super(`Operation failed: ${reason}`, options);
  }
}

export function operationsFailureOf(error: unknown): OperationsFailure {
  if (error instanceof OperationsError) return error.reason;
  if (error instanceof InvalidCredentialsError) return "wrong-credentials";
  if (error instanceof TooManyAttemptsError) return "too-many-attempts";
  if (error instanceof ServiceUnreachableError) return "unreachable";
  if (error instanceof TimedOutError) return "timed-out";
  return "unexpected";
}

/** One console call: within the backend's time-out, any failure an OperationsError the screen can word. */
export async function consoleCall<T>(clock: Clock, call: () => Promise<T>): Promise<T> {
  try {
    return await withBackendTimeout(clock, call());
  } catch (error) {
    throw new OperationsError(operationsFailureOf(error), { cause: error });
  }
}
