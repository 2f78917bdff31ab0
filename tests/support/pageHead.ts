import { screen } from "@testing-library/react";
import { expect } from "vitest";

/** The page's `<meta name="description">`, which React hoists into <head>. */
export function metaDescription(): string | null {
  const metas = document.head.querySelectorAll('meta[name="description"]');
  expect(metas).toHaveLength(1);
  return metas[0]?.getAttribute("content") ?? null;
}

/** One h1, and no heading level skipped on the way down (h1 → h3 without an h2). */
export function expectHeadingOutline(): void {
  const levels = screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let index = 1; index < levels.length; index++) {
    expect(levels[index] ?? 0).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
  }
}
