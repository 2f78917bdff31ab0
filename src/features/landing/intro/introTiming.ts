import { SECOND_MS } from "../../../../domain/shared/time";

/** The landing page's intro animation (spec §2 /home, §9). */
export const INTRO_CELL_COUNT = 9;
export const INTRO_COUNT_TARGET = 208;
export const INTRO_COUNT_DURATION_MS = 3000;
export const INTRO_PHOTO_CYCLE_DURATION_MS = 3000;
export const INTRO_PHOTO_INTERVAL_MS = 300;
export const INTRO_CELL_STAGGER_MS = 75;
export const INTRO_PHOTO_COUNT = 10;
export const INTRO_COLLAPSE_DELAY_MS = 2 * SECOND_MS;
export const INTRO_PANEL_RISE_MS = 1400;
