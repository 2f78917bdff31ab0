import { useCallback, useRef, useState } from "react";
import { MeetupError } from "../../../domain/meetups/meetupErrors";
import { meetupFailureMessages } from "./meetupFailureMessages";

/** A meal action's failure in words. */
const meetupFailureOf = (error: unknown): string =>
  meetupFailureMessages[error instanceof MeetupError ? error.reason : "unexpected"];

/**
 * Runs one of the student's meal actions: one at a time (a double tap sends one), with the
 * failure in words (`failureOf`: a meal's, unless told), then a fresh look at the hub. What the
 * student typed stays in the form.
 */
export function useMeetupAction(refresh: () => Promise<void>, failureOf: (error: unknown) => string = meetupFailureOf) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setProblem(null);
      try {
        await action();
        await refresh();
        return true;
      } catch (error) {
        setProblem(failureOf(error));
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [refresh, failureOf],
  );
  return { busy, problem, run };
}
