import { signInFailureOf } from "../account/signInFailure";
import { withBackendTimeout } from "../shared/backendTimeout";
import {
  backendFailureOf,
  ConsoleError,
  isFailureOf,
  SHARED_CONSOLE_FAILURES,
  type SharedConsoleFailure,
} from "../shared/consoleFailures";
import type { Clock } from "../shared/ports/Clock";

/**
 * Why the operators' console could not do what was asked, beyond what every console shares
 * (SharedConsoleFailure); the screen says it in words.
 * - not-an-operator: signed in without the operator role;
 * - invalid: what was typed breaks a rule (the form says which field);
 * - no-account: no account has that address; own-role: an operator cannot take back their own operator role;
 * - has-operators: the first operator's command, once the project has one;
 * - not-found: no such place.
 */
const OPERATIONS_OWN_FAILURES = [
  "not-an-operator",
  "invalid",
  "no-account",
  "own-role",
  "has-operators",
  "not-found",
] as const;

export type OperationsFailure = (typeof OPERATIONS_OWN_FAILURES)[number] | SharedConsoleFailure;

export const isOperationsFailure = isFailureOf<OperationsFailure>([
  ...OPERATIONS_OWN_FAILURES,
  ...SHARED_CONSOLE_FAILURES,
]);

export class OperationsError extends ConsoleError<OperationsFailure> {
  override readonly name = "OperationsError";
}

export function operationsFailureOf(error: unknown): OperationsFailure {
  if (error instanceof OperationsError) return error.reason;
  return signInFailureOf(error) ?? backendFailureOf(error);
}

/** One console call: within the backend's time-out, any failure an OperationsError the screen can word. */
export async function consoleCall<T>(clock: Clock, call: () => Promise<T>): Promise<T> {
  try {
    return await withBackendTimeout(clock, call());
  } catch (error) {
    throw new OperationsError(operationsFailureOf(error), { cause: error });
  }
}
