/** The outcomes' own constants (the console's Outcomes section). */

/** A student who met "comes back" when they opt in again within this many weeks of their meal. */
export const COME_BACK_WITHIN_WEEKS = 4;
/** The pitch's line counts the students matched in this many weeks ("200+ students matched in 8 weeks"). */
export const PITCH_WEEKS = 8;
/** How many weeks the Outcomes section shows, the current one last (half a year). */
export const OUTCOME_WEEKS_SHOWN = 26;
