import type { Clock } from "./ports/Clock";
import type { Logger } from "./ports/Logger";
import type { Unsubscribe } from "./ports/Unsubscribe";

/** A watch on what a screen shows: stopped when it leaves, looked at again at once after the student acted. */
export interface RefreshingWatch {
  stop(): void;
  /** Looks again at once. */
  refresh(): Promise<void>;
}

export interface RefreshingWatchOptions<S> {
  /** One look: the state to show. */
  readonly load: () => Promise<S>;
  readonly listener: (state: S | { readonly status: "loading" } | { readonly status: "failed" }) => void;
  /** How long until the next look after this state. */
  readonly intervalAfter: (state: S) => number;
  /** After a failed look (kept on screen once something was shown). */
  readonly interval: number;
  readonly clock: Clock;
  readonly logger: Logger;
  /** What the log says of a failed look. */
  readonly failure: string;
  /**
   * Something to follow once a look's state calls for it (the student's matches in real time, say):
   * asked after each look until it answers with a way to stop following, its `lookAgain` a look at
   * once; stopped with the watch.
   */
  readonly follow?: (state: S, lookAgain: () => void) => Unsubscribe | null;
}

/**
 * Watches a screen's state: "loading" at once, then each look's state, looked at again after an
 * interval (which the state may shorten), at once when the clock jumps (a skip of the developer
 * tools, a device waking) and whenever what it follows says so. A failed look keeps what is on
 * screen; only a first look that fails says "failed". Looks never overlap: one asked for during a
 * look runs right after it. Looks run on the clock's timers, so the tests move them with a manual clock.
 */
export function refreshingWatch<S>({
  load,
  listener,
  intervalAfter,
  interval,
  clock,
  logger,
  failure,
  follow,
}: RefreshingWatchOptions<S>): RefreshingWatch {
  let stopped = false;
  let cancelTimer: Unsubscribe = () => {};
  let stopFollowing: Unsubscribe | null = null;
  let everReady = false;
  let looking: Promise<void> | null = null;
  let lookAgain = false;
  const lookOnce = async () => {
    cancelTimer();
    let next = interval;
    try {
      const state = await load();
      if (stopped) return;
      everReady = true;
      next = intervalAfter(state);
      listener(state);
      if (stopFollowing === null && follow !== undefined) stopFollowing = follow(state, () => void look());
    } catch (error) {
      logger.warn(failure, error);
      if (!stopped && !everReady) listener({ status: "failed" });
    }
    if (!stopped) cancelTimer = clock.after(next, () => void look());
  };
  const look = (): Promise<void> => {
    if (looking !== null) {
      lookAgain = true;
      return looking;
    }
    looking = (async () => {
      do {
        lookAgain = false;
        await lookOnce();
      } while (lookAgain && !stopped);
    })().finally(() => {
      looking = null;
    });
    return looking;
  };
  listener({ status: "loading" });
  void look();
  const stopFollowingJumps = clock.onJump?.(() => void look()) ?? (() => {});
  return {
    stop: () => {
      stopped = true;
      cancelTimer();
      stopFollowingJumps();
      stopFollowing?.();
    },
    refresh: look,
  };
}
