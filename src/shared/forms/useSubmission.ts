import { useCallback, useRef, useState } from "react";

/**
 * One submission of a form at a time. `submit(work, problemOf)` runs `work` unless one is already
 * running (a ref, not state: a double click fires twice before React re-renders); while it runs
 * `busy` is true and the last problem is cleared. If it fails, `problemOf` turns the error into
 * the message to show, and the form can be sent again with what was typed. If it succeeds, `busy`
 * stays true: the screen moves on (a navigation, a closed dialog, a decided case).
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);

  const submit = useCallback(async (work: () => Promise<void>, problemOf: (error: unknown) => string) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(false);
      running.current = false;
    }
  }, []);

  return { busy, problem, setProblem, submit };
}
