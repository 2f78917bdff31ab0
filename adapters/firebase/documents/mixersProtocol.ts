/** The console's Mixers callable (functions/src/index.ts), apart from CALLABLE: only the console's chunk carries its name. */
export const MIXERS_CALLABLE = {
  mixersOverview: "mixersOverview",
} as const;
