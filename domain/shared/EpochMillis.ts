/** A point in time as milliseconds since the Unix epoch (what `Date.now()` returns). */
export type EpochMillis = number;
