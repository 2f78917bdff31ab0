import { useCallback, useEffect, useRef, useState } from "react";
import type { MyMixersState, MyMixersWatch } from "../../../domain/mixers/MyMixers";
import type { RsvpToMixer } from "../../../domain/mixers/RsvpToMixer";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

/** The student's mixers as the dashboard shows them, what they can do with them, and a way to look again. */
export interface Mixers {
  readonly state: MyMixersState;
  /** Null until the mixers' code has loaded. */
  readonly actions: Pick<RsvpToMixer, "rsvp" | "cancel" | "checkIn" | "reasonOf"> | null;
  /** Looks again at once; after a failed download, downloads again. */
  readonly refresh: () => Promise<void>;
}

/** The mixers' use cases, their code downloaded with the dashboard (its countdown and its cards), kept fresh while shown. */
export function useMixers(): Mixers {
  const load = useInjection(USE_CASES.mixers);
  const [state, setState] = useState<MyMixersState>({ status: "loading" });
  const [actions, setActions] = useState<Mixers["actions"]>(null);
  const [attempt, setAttempt] = useState(0);
  const watch = useRef<MyMixersWatch | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` downloads again after a failure
  useEffect(() => {
    let stopped = false;
    let started: MyMixersWatch | null = null;
    load().then(
      (useCases) => {
        if (stopped) return;
        setActions(useCases.rsvpToMixer);
        started = useCases.myMixers.watch(setState);
        watch.current = started;
      },
      () => {
        if (!stopped) setState({ status: "failed" });
      },
    );
    return () => {
      stopped = true;
      watch.current = null;
      started?.stop();
    };
  }, [load, attempt]);
  const refresh = useCallback(async () => {
    if (watch.current === null) setAttempt((count) => count + 1);
    else await watch.current.refresh();
  }, []);
  return { state, actions, refresh };
}
