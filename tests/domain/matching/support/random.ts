import { seededRandom } from "../../../../domain/shared/seededRandom";

/** The domain's seeded generator (mulberry32), under the name its algorithm goes by. */
export const mulberry32 = seededRandom;

/** An integer in [low, high] (both included). */
export function randomInt(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** `count` distinct elements of `items`, in random order. */
export function sample<T>(random: () => number, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}
