import { describe, expect, it } from "vitest";
import {
  CENTRE_CELL,
  easeOutCubic,
  INTRO_COLLAPSE_ANIMATION_MS,
  introCountAt,
  introPhaseAt,
  photoChangeTimes,
} from "../../../../../src/features/landing/intro/introTimeline";

describe("intro timeline (spec §2, §4, §9)", () => {
  it("counts for 3 s, shows the word, collapses 2 s later, then the panel rises for 1.4 s", () => {
    expect(introPhaseAt(0)).toBe("counting");
    expect(introPhaseAt(2999)).toBe("counting");
    expect(introPhaseAt(3000)).toBe("counted");
    expect(introPhaseAt(4999)).toBe("counted");
    expect(introPhaseAt(5000)).toBe("collapsing");
    expect(introPhaseAt(5000 + INTRO_COLLAPSE_ANIMATION_MS)).toBe("rising");
    expect(introPhaseAt(5000 + INTRO_COLLAPSE_ANIMATION_MS + 1399)).toBe("rising");
    expect(introPhaseAt(5000 + INTRO_COLLAPSE_ANIMATION_MS + 1400)).toBe("done");
  });

  it("counts from 0 to 208 over 3 s", () => {
    expect(introCountAt(0)).toBe(0);
    expect(introCountAt(3000)).toBe(208);
    expect(introCountAt(10_000)).toBe(208);
  });

  it("eases out: most of the count happens early", () => {
    expect(introCountAt(1500)).toBeGreaterThan(208 / 2);
    expect(introCountAt(1500)).toBe(Math.round(208 * easeOutCubic(0.5)));
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
  });

  it("puts the counter in the middle of the 3×3 grid", () => {
    expect(CENTRE_CELL).toBe(4);
  });

  it("changes each photo every 300 ms for 3 s, each cell 75 ms after the one before", () => {
    expect(photoChangeTimes(0)).toEqual([0, 300, 600, 900, 1200, 1500, 1800, 2100, 2400, 2700]);
    expect(photoChangeTimes(1).slice(0, 3)).toEqual([75, 375, 675]);
    expect(photoChangeTimes(7)[0]).toBe(525);
    expect(photoChangeTimes(7).at(-1)).toBe(2925);
  });
});
