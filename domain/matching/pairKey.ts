/**
 * The key of an unordered pair of students: the same for (a, b) and (b, a), and never the same for
 * two different pairs whatever characters the ids contain (a JSON array of the two ids, the smaller
 * first by UTF-16 code units, so that the order does not depend on a locale).
 */
export function pairKey(a: string, b: string): string {
  return a < b ? JSON.stringify([a, b]) : JSON.stringify([b, a]);
}

/** The two ids of a key made by {@link pairKey}, or undefined if `key` is not such a key. */
export function idsOfPairKey(key: string): readonly [string, string] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(key);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [a, b] = parsed as unknown[];
  return typeof a === "string" && typeof b === "string" ? [a, b] : undefined;
}
