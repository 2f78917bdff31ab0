import {
  INTRO_CELL_COUNT,
  INTRO_CELL_STAGGER_MS,
  INTRO_COLLAPSE_DELAY_MS,
  INTRO_COUNT_DURATION_MS,
  INTRO_COUNT_TARGET,
  INTRO_PANEL_RISE_MS,
  INTRO_PHOTO_CYCLE_DURATION_MS,
  INTRO_PHOTO_INTERVAL_MS,
} from "./introTiming";

/** The intro's states, in order (spec §4 Intro). */
export type IntroPhase = "counting" | "counted" | "collapsing" | "rising" | "done";

/** How long the photo cells take to fold away. The spec times when they start, not how long it takes. */
export const INTRO_COLLAPSE_ANIMATION_MS = 500;

/** When each phase begins, in ms after the intro starts. */
export const INTRO_PHASE_STARTS = {
  counted: INTRO_COUNT_DURATION_MS,
  collapsing: INTRO_COUNT_DURATION_MS + INTRO_COLLAPSE_DELAY_MS,
  rising: INTRO_COUNT_DURATION_MS + INTRO_COLLAPSE_DELAY_MS + INTRO_COLLAPSE_ANIMATION_MS,
  done: INTRO_COUNT_DURATION_MS + INTRO_COLLAPSE_DELAY_MS + INTRO_COLLAPSE_ANIMATION_MS + INTRO_PANEL_RISE_MS,
} as const satisfies Record<Exclude<IntroPhase, "counting">, number>;

export function introPhaseAt(elapsedMs: number): IntroPhase {
  if (elapsedMs >= INTRO_PHASE_STARTS.done) return "done";
  if (elapsedMs >= INTRO_PHASE_STARTS.rising) return "rising";
  if (elapsedMs >= INTRO_PHASE_STARTS.collapsing) return "collapsing";
  if (elapsedMs >= INTRO_PHASE_STARTS.counted) return "counted";
  return "counting";
}

/** Fast at first, slowing into the end. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The centre cell's number: 0 → 208 over 3000 ms, eased out. */
export function introCountAt(elapsedMs: number): number {
  const progress = Math.min(1, Math.max(0, elapsedMs / INTRO_COUNT_DURATION_MS));
  return Math.round(INTRO_COUNT_TARGET * easeOutCubic(progress));
}

/** The middle cell of the 3×3 grid holds the counter; the other eight hold photos. */
export const CENTRE_CELL = Math.floor(INTRO_CELL_COUNT / 2);

/**
 * When a photo cell shows its next photo: its first change comes 75 ms after the
 * previous cell's, then one every 300 ms, until the 3000 ms cycle is over.
 */
export function photoChangeTimes(photoCellOrder: number): number[] {
  const times: number[] = [];
  for (
    let at = photoCellOrder * INTRO_CELL_STAGGER_MS;
    at < INTRO_PHOTO_CYCLE_DURATION_MS;
    at += INTRO_PHOTO_INTERVAL_MS
  ) {
    times.push(at);
  }
  return times;
}
