import type { Clock } from "./ports/Clock";
import { SECOND_MS } from "./time";

/**
 * How long one call to the backend (sign in, create an account, read or write a profile, check a
 * verification) may take before the student is told and can try again. A connection that stalls
 * gets no answer at all, neither success nor failure: without a limit a button would say
 * "Logging in…" for ever.
 */
export const BACKEND_CALL_TIMEOUT_MS = 12 * SECOND_MS;

/** The backend did not answer within `BACKEND_CALL_TIMEOUT_MS`. */
export class TimedOutError extends Error {
  override readonly name = "TimedOutError";
}

/**
 * The answer of `call`, or a `TimedOutError` once `timeoutMs` (`BACKEND_CALL_TIMEOUT_MS` unless a
 * longer job asks for more) has passed on `clock` without one. The call itself cannot be cancelled
 * and may still succeed afterwards: `whenLate` is then given its answer, to undo what it did (a
 * sign-in nobody waits for any more).
 */
export function withBackendTimeout<T>(
  clock: Clock,
  call: Promise<T>,
  whenLate?: (answer: T) => void,
  timeoutMs: number = BACKEND_CALL_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timedOut = false;
    const cancelTimer = clock.after(timeoutMs, () => {
      timedOut = true;
      reject(new TimedOutError(`No answer from the backend within ${timeoutMs} ms`));
    });
    call.then(
      (answer) => {
        cancelTimer();
        if (timedOut) whenLate?.(answer);
        else resolve(answer);
      },
      (error: unknown) => {
        cancelTimer();
        // After the time-out nobody listens: a late failure is dropped (it was already reported as the time-out).
        if (!timedOut) reject(error);
      },
    );
  });
}
