import { DAY_MS, HOUR_MS, MINUTE_MS } from "../shared/time";

/**
 * The timings of the notifications a meal brings, beside the lifecycle's own (meetupRules.ts).
 */

/** "Confirm by …" reminds a member who has not confirmed this long before the confirmation cut-off. */
export const CONFIRM_REMINDER_BEFORE_CUT_OFF_MS = 2 * HOUR_MS;

/** The evening-before reminder, at this hour on the schedule's clock the day before the meal. */
export const EVENING_REMINDER_HOUR = 19;

/** The last reminder, this long before the meal. */
export const LAST_REMINDER_BEFORE_MEAL_MS = HOUR_MS;

/** Minutes in a day: quiet hours are minutes of the day, on the schedule's clock. */
export const MINUTES_PER_DAY = 24 * 60;

/**
 * A reminder moved out of quiet hours the early way goes this long before they begin: the timed jobs
 * run every 5 minutes on Firebase, so it is shown before they begin, not a few minutes into them.
 */
export const QUIET_HOURS_LEAD_MS = 10 * MINUTE_MS;

/**
 * A mixer's reminder, this long before its start: as a meal's last reminder. (Its email goes two
 * hours before: MIXER_REMINDER_BEFORE_START_MS.)
 */
export const MIXER_REMINDER_PUSH_BEFORE_START_MS = LAST_REMINDER_BEFORE_MEAL_MS;

/**
 * A review's outcome is told to the reporter within this long of the review (held through their
 * quiet hours, which are shorter): after that, nothing more is sent.
 */
export const REVIEW_OUTCOME_USEFUL_MS = DAY_MS;
