import { describe, expect, it } from "vitest";
import { BANNER_MAX_WORDS } from "../../src/features/landing/BannerStrip";
import { HERO_WORD_REPETITIONS } from "../../src/features/landing/heroWordSequence";
import {
  INTRO_CELL_COUNT,
  INTRO_CELL_STAGGER_MS,
  INTRO_COLLAPSE_DELAY_MS,
  INTRO_COUNT_DURATION_MS,
  INTRO_COUNT_TARGET,
  INTRO_PANEL_RISE_MS,
  INTRO_PHOTO_COUNT,
  INTRO_PHOTO_CYCLE_DURATION_MS,
  INTRO_PHOTO_INTERVAL_MS,
} from "../../src/features/landing/intro/introTiming";
import {
  SPLASH_DELAY_AFTER_FAILURE_MS,
  SPLASH_DELAY_AFTER_SUCCESS_MS,
  SPLASH_IMAGE_COUNT,
} from "../../src/features/splash/splashTiming";
import { artCatalog } from "../../src/shared/art/artCatalog";
import { MOBILE_BREAKPOINT_PX } from "../../src/shared/ui/breakpoints";

// The screens' timings and sizes of the spec's §9 table, written out again so that a change is noticed.
describe("screen timings and limits (spec §9)", () => {
  it.each([
    ["SPLASH_IMAGE_COUNT", SPLASH_IMAGE_COUNT, 19],
    ["SPLASH_DELAY_AFTER_SUCCESS_MS", SPLASH_DELAY_AFTER_SUCCESS_MS, 2000],
    ["SPLASH_DELAY_AFTER_FAILURE_MS", SPLASH_DELAY_AFTER_FAILURE_MS, 3000],
    ["INTRO_CELL_COUNT", INTRO_CELL_COUNT, 9],
    ["INTRO_COUNT_TARGET", INTRO_COUNT_TARGET, 208],
    ["INTRO_COUNT_DURATION_MS", INTRO_COUNT_DURATION_MS, 3000],
    ["INTRO_PHOTO_CYCLE_DURATION_MS", INTRO_PHOTO_CYCLE_DURATION_MS, 3000],
    ["INTRO_PHOTO_INTERVAL_MS", INTRO_PHOTO_INTERVAL_MS, 300],
    ["INTRO_CELL_STAGGER_MS", INTRO_CELL_STAGGER_MS, 75],
    ["INTRO_PHOTO_COUNT", INTRO_PHOTO_COUNT, 10],
    ["INTRO_COLLAPSE_DELAY_MS", INTRO_COLLAPSE_DELAY_MS, 2000],
    ["INTRO_PANEL_RISE_MS", INTRO_PANEL_RISE_MS, 1400],
    ["HERO_WORD_REPETITIONS", HERO_WORD_REPETITIONS, 4],
    ["BANNER_MAX_WORDS", BANNER_MAX_WORDS, 6],
    ["MOBILE_BREAKPOINT_PX", MOBILE_BREAKPOINT_PX, 768],
  ] as const)("%s is %s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("the splash preloads every illustration of the catalog: the spec's 19", () => {
    expect(artCatalog).toHaveLength(SPLASH_IMAGE_COUNT);
  });
});
