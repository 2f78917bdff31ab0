import { useCallback, useRef, useState } from "react";
import { MeetupError } from "../../../domain/meetups/meetupErrors";
import { meetupFailureMessages } from "./meetupFailureMessages";

/**
 * Runs one of the student's meal actions: one at a time (a double tap sends one), with the
 * failure in words, then a fresh look at the hub. What the student typed stays in the form.
 */
export function useMeetupAction(refresh: () => Promise<void>) {
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
        setProblem(meetupFailureMessages[error instanceof MeetupError ? error.reason : "unexpected"]);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [refresh],
  );
  return { busy, problem, run };
}
