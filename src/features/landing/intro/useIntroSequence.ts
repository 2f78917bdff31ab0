import { useEffect, useState } from "react";
import { INTRO_PHASE_STARTS, type IntroPhase } from "./introTimeline";

/** Steps through the intro's phases on its timeline; `skip` ends it at once. */
export function useIntroSequence(): { phase: IntroPhase; skip: () => void } {
  const [phase, setPhase] = useState<IntroPhase>("counting");
  useEffect(() => {
    const timers = (Object.entries(INTRO_PHASE_STARTS) as [IntroPhase, number][]).map(([next, at]) =>
      setTimeout(() => setPhase(next), at),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return { phase, skip: () => setPhase("done") };
}
