/**
 * The console's Rounds callables (functions/src/index.ts), apart from CALLABLE: only the console's
 * chunk carries their names, not every page's.
 */
export const ROUNDS_CALLABLE = {
  runRoundNow: "runRoundNow",
  roundsOverview: "roundsOverview",
  undoRound: "undoRound",
} as const;
