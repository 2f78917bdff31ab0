import type { Match } from "../meetups/Match";

/** The value with every object's keys in order: two equal values read from different stores compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Whether a match is as it was, apart from its notices (what the notifications themselves
 * record): the due index worked out from `before` still holds for `after`.
 */
export function sameApartFromNotices(before: Match, after: Match): boolean {
  const facts = (match: Match) => JSON.stringify(canonical({ ...match, notices: [] }));
  return facts(before) === facts(after);
}
