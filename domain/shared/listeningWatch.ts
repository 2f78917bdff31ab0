import { fallbackPollDelay } from "./listenerFallback";
import type { Clock } from "./ports/Clock";
import type { Logger } from "./ports/Logger";
import type { Unsubscribe } from "./ports/Unsubscribe";
import type { RefreshingWatch } from "./refreshingWatch";

export interface ListeningWatchOptions<D, S> {
  /** One look: reads what the screen needs (billed per document on Firebase). */
  readonly read: () => Promise<D>;
  /** What to show from what was read, at the clock's now: reads nothing. */
  readonly derive: (data: D) => S;
  readonly listener: (state: S | { readonly status: "loading" } | { readonly status: "failed" }) => void;
  /** How long until the state is worked out again from what is held (a countdown, a window opening). */
  readonly recomputeAfter: (state: S) => number;
  /** Whether what is held no longer covers the present (a day came into view that was not read): then it reads. */
  readonly readAgainWhen?: (data: D) => boolean;
  /** Runs before each recompute (the offline backend's due work; nothing on Firebase). */
  readonly beforeRecompute?: () => void;
  /**
   * Follows what can change without the student (their matches in real time): `onChange` once when
   * following starts and after each change, `onError` once when it cannot; null when there is nothing to follow.
   */
  readonly follow: (onChange: () => void, onError: (error: unknown) => void) => Unsubscribe | null;
  /**
   * The polling's cheap question while the listener is down: has what it follows changed since
   * `held`? Without it, a poll only tries the listener again and reads nothing (a screen part whose
   * changes another part of the same screen polls for, through the same feed).
   */
  readonly changedSince?: (held: D) => Promise<boolean>;
  /**
   * Whether what is held waits on a change the system makes with nothing to listen to (a mixer's
   * circles at its start, a rescue offer to a student on standby): then it reads again after
   * `awaitDelay`, until it no longer waits.
   */
  readonly awaitsSystem?: (data: D) => boolean;
  /**
   * The read for what time brought (`readAgainWhen`) or the system was awaited for (`awaitsSystem`):
   * only that, on top of what is held; else `read`.
   */
  readonly readUpdate?: (held: D) => Promise<D>;
  /** How long until the next read of `awaitsSystem` after this many: fallbackPollDelay's back-off unless told. */
  readonly awaitDelay?: (awaitedReads: number) => number;
  readonly clock: Clock;
  readonly logger: Logger;
  /** What the log says of a failed look. */
  readonly failure: string;
}

/**
 * Watches a screen's state with listeners first: one read when it opens, then reads only when the
 * listener says something changed, the student acted (refresh), the clock jumps, or what is held no
 * longer covers the present. Between reads, time-driven changes are worked out again from what is
 * held and read nothing. When the listener fails, polling takes over, backing off
 * (fallbackPollDelay), each poll trying the listener again; a listener that works ends the polling.
 * A change the system makes with nothing to listen to, while awaited, is read again (awaitsSystem,
 * awaitDelay). What time brought or the system was awaited for is read alone when it can be
 * (readUpdate). A failed read keeps what is on screen (only a first read that fails says "failed")
 * and is tried again on the fallback's back-off. Reads never overlap: one asked for during a read
 * runs right after it.
 */
export function listeningWatch<D, S>(options: ListeningWatchOptions<D, S>): RefreshingWatch {
  const { read, derive, listener, recomputeAfter, readAgainWhen, beforeRecompute, follow, changedSince } = options;
  const { awaitsSystem, readUpdate, awaitDelay = fallbackPollDelay, clock, logger, failure } = options;
  let stopped = false;
  let held: { readonly data: D } | null = null;
  let cancelRecompute: Unsubscribe = () => {};
  let cancelPoll: Unsubscribe = () => {};
  let cancelAwait: Unsubscribe = () => {};
  let awaitedReads = 0;
  let stopFollowing: Unsubscribe | null = null;
  let listenerDown = false;
  let failedPolls = 0;
  let failedReads = 0;
  let reading: Promise<void> | null = null;
  let readAgain = false;

  const show = () => {
    cancelRecompute();
    if (stopped || held === null) return;
    const state = derive(held.data);
    listener(state);
    // Re-armed after the timer's turn, as a look would be: a skip of days fires it once, not at every step.
    cancelRecompute = clock.after(recomputeAfter(state), () => void Promise.resolve().then(recompute));
  };

  const recompute = () => {
    if (stopped || held === null) return;
    if (readAgainWhen?.(held.data)) return void look(true);
    beforeRecompute?.();
    show();
  };

  const readOnce = async (update: boolean) => {
    try {
      const data = await (update && held !== null && readUpdate !== undefined ? readUpdate(held.data) : read());
      if (stopped) return;
      held = { data };
      failedReads = 0;
      show();
      awaitAgain(data);
      if (stopFollowing === null && !listenerDown) startFollowing();
    } catch (error) {
      logger.warn(failure, error);
      if (stopped) return;
      if (held === null) listener({ status: "failed" });
      if (!listenerDown) {
        cancelPoll();
        cancelPoll = clock.after(fallbackPollDelay(failedReads++), () => void look());
      }
    }
  };

  const awaitAgain = (data: D) => {
    cancelAwait();
    if (stopped || awaitsSystem === undefined) return;
    if (!awaitsSystem(data)) {
      awaitedReads = 0;
      return;
    }
    cancelAwait = clock.after(awaitDelay(awaitedReads++), () => void look(true));
  };

  /** A read; `update`: only what time brought or the system was awaited for (readUpdate), unless a full one is asked for meanwhile. */
  const look = (update = false): Promise<void> => {
    if (reading !== null) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      let onlyUpdate = update;
      do {
        readAgain = false;
        await readOnce(onlyUpdate);
        onlyUpdate = false;
      } while (readAgain && !stopped);
    })().finally(() => {
      reading = null;
    });
    return reading;
  };

  const startFollowing = () => {
    if (stopped) return;
    let failedAtOnce = false;
    let first = true;
    const unsubscribe = follow(
      () => {
        if (stopped) return;
        listenerDown = false;
        failedPolls = 0;
        cancelPoll();
        // The first call says only that following started: the cheap question, when there is one, decides.
        const startedAfter = first && held !== null && changedSince !== undefined ? held.data : null;
        first = false;
        if (startedAfter === null || changedSince === undefined) return void look();
        void changedSince(startedAfter).then(
          (changed) => {
            if (changed) void look();
          },
          () => void look(),
        );
      },
      (error) => {
        logger.warn("Following the screen's changes failed: polling instead", error);
        failedAtOnce = true;
        stopFollowing?.();
        stopFollowing = null;
        if (!stopped) pollLater();
      },
    );
    stopFollowing = failedAtOnce ? null : unsubscribe;
    if (failedAtOnce) unsubscribe?.();
  };

  const pollLater = () => {
    listenerDown = true;
    cancelPoll();
    cancelPoll = clock.after(fallbackPollDelay(failedPolls++), () => void poll());
  };

  const poll = async () => {
    if (stopped) return;
    const changed =
      held === null ? true : changedSince === undefined ? false : await changedSince(held.data).catch(() => true);
    if (stopped) return;
    if (changed) await look();
    // Each poll gives the listener another chance: when it works, it ends the polling.
    startFollowing();
  };

  listener({ status: "loading" });
  void look();
  const stopFollowingJumps = clock.onJump?.(() => void look()) ?? (() => {});
  return {
    stop: () => {
      stopped = true;
      cancelRecompute();
      cancelPoll();
      cancelAwait();
      stopFollowingJumps();
      stopFollowing?.();
    },
    refresh: () => look(),
  };
}
