import { describe, expect, it } from "vitest";
import { photoChangeTimes } from "../../../../../src/features/landing/intro/introTimeline";
import { INTRO_PHOTO_COUNT } from "../../../../../src/features/landing/intro/introTiming";
import { firstPhotos, withNextPhoto } from "../../../../../src/features/landing/intro/photoPicks";

const PHOTOS = Array.from({ length: INTRO_PHOTO_COUNT }, (_, index) => `intro-${index + 1}`);
const CELLS = 8;

const allDifferent = (showing: readonly string[]) => new Set(showing).size === showing.length;

/** A repeatable stand-in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("the intro's photo picks: never one photo in two cells at once", () => {
  it("starts with eight different photos", () => {
    const showing = firstPhotos(PHOTOS, CELLS);
    expect(showing).toHaveLength(CELLS);
    expect(allDifferent(showing)).toBe(true);
  });

  it("gives a changing cell a photo no cell shows, whatever the random pick", () => {
    const showing = firstPhotos(PHOTOS, CELLS);
    for (const pick of [0, 0.49, 0.5, 0.999]) {
      const next = withNextPhoto(showing, 3, PHOTOS, () => pick);
      expect(next[3]).not.toBe(showing[3]);
      expect(showing).not.toContain(next[3]);
      expect(allDifferent(next)).toBe(true);
      expect(next.filter((_, cell) => cell !== 3)).toEqual(showing.filter((_, cell) => cell !== 3));
    }
  });

  it("keeps the photo when every photo is on screen", () => {
    const showing = PHOTOS.slice(0, 3);
    expect(withNextPhoto(showing, 1, showing, () => 0.5)).toEqual(showing);
  });

  it.each([1, 2, 3, 42, 2025])("stays all different through the whole 3 s of flips (seed %i)", (seed) => {
    const random = seeded(seed);
    const changes = Array.from({ length: CELLS }, (_, cell) => photoChangeTimes(cell).map((at) => ({ at, cell })))
      .flat()
      .sort((a, b) => a.at - b.at);
    let showing = firstPhotos(PHOTOS, CELLS);
    for (const { cell } of changes) {
      showing = withNextPhoto(showing, cell, PHOTOS, random);
      expect(allDifferent(showing)).toBe(true);
    }
  });
});
