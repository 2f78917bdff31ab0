import type { NoMatchReason } from "../../../../domain/meetups/Match";
import type { RoundState } from "../../../../domain/operations/roundsOverview";
import type { MatchedMealKind } from "../../../../domain/schedule/mealKinds";

const when = (at: number) =>
  new Date(at).toLocaleString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The Rounds section's words. */
export const roundsCopy = {
  heading: "Rounds",
  intro:
    "Each meal day's round of matching: it runs by itself at the cut-off, a day before the first meal. Run now matches a day at once; a day is never matched twice.",
  loading: "Loading the rounds…",
  none: "No meal day in the two weeks either side of today.",
  day: (kind: MatchedMealKind, firstSlot: number) =>
    `${when(firstSlot)}: ${kind === "group-dinner" ? "group dinner" : "lunch for two"}`,
  state: (state: RoundState): string => {
    switch (state.status) {
      case "opens":
        return `Opens on ${when(state.at)}`;
      case "open":
        return `Open with ${state.optedIn} in, until ${when(state.at)}`;
      case "due":
        return `Due: its cut-off was ${when(state.at)}`;
      case "failed":
        return `Failed: not matched since its cut-off, ${when(state.at)}`;
      case "recorded":
        return "Recorded";
    }
  },
  recordedAt: (at: number) => `matched ${when(at)}`,
  school: (school: string, pairs: number, trios: number, tables: number) =>
    `${school}: ${plural(pairs, "pair", "pairs")}, ${plural(trios, "trio", "trios")}, ${plural(tables, "table", "tables")}`,
  withoutPlace: "No place to meet: its students were not matched.",
  failed: "Its matching kept failing and was given up: its students were not matched. The log says why.",
  notMatched: "Not matched",
  everyoneMatched: "Everyone who opted in was matched.",
  runNow: "Run now",
  running: "Running…",
  runNowFor: (day: string) => `Run now: ${day}`,
  undo: "Undo",
  undoFor: (day: string) => `Undo the round: ${day}`,
  undoing: "Undoing…",
  undoHint:
    "Nobody has confirmed yet: Undo withdraws its matches, tells their students, and the day can be matched again.",
  undoRefused: {
    confirmed: "Someone has confirmed since: the round stands. The page now shows it as it is.",
    "not-recorded": "This day's round isn't recorded any more. The page now shows it as it is.",
  },
} as const;

export const noMatchReasonWords: Record<NoMatchReason, string> = {
  "no-partner": "nobody shared a time with them",
  "no-table": "too few for a table at their times",
  "no-place": "no place to meet at their school",
  snoozed: "paused matching",
  "paused-for-no-shows": "paused for no-shows",
  "profile-incomplete": "profile incomplete",
  suspended: "suspended",
  "joined-after-matching": "opted in after the round ran",
};
