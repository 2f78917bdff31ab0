import { LOCATION_SHARED_BEFORE_MEETUP_MINUTES } from "../shared/policyPromises";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from "../shared/time";

/**
 * The timings of the match lifecycle, from opt-in to feedback. Each is measured from a meal time
 * (the slot a match meets at) or from a meal day's first slot.
 */

/**
 * Opt-in for a meal day closes, and matching runs, this long before the day's first slot. A day
 * ahead leaves the evening before to confirm, and a morning to make plans or cancel for free;
 * the leading dinner-with-strangers apps reveal the group the day before too.
 */
export const OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS = DAY_MS;

/** Opt-in for a meal day opens this long before its first slot: one week's meals at a time. */
export const OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS = WEEK_MS;

/** Both members confirm by this long before the meal, or the match is called off (nobody is penalised). */
export const CONFIRM_BY_BEFORE_MEAL_MS = 4 * HOUR_MS;

/** Cancelling up to this long before the meal is free; later it is a late cancellation, kept in the history. */
export const FREE_CANCELLATION_UNTIL_BEFORE_MEAL_MS = 12 * HOUR_MS;

/** The reminder email goes out this long before a confirmed meal. */
export const REMINDER_BEFORE_MEAL_MS = 2 * HOUR_MS;

/** The colour screen and "I'm here" open this long before the meal (the privacy policy's promise). */
export const FIND_EACH_OTHER_BEFORE_MEAL_MS = LOCATION_SHARED_BEFORE_MEETUP_MINUTES * MINUTE_MS;

/** How long a meal lasts: for the calendar, and when a meal that was on is over. */
export const MEAL_DURATION_MS = HOUR_MS;

/** The colour screen is offered until this long after the meal starts; then "Did you meet?" takes its place. */
export const MEETING_WINDOW_AFTER_START_MS = 30 * MINUTE_MS;

/** "Did you meet?" can be answered until this long after the meal. */
export const FEEDBACK_OPEN_FOR_MS = WEEK_MS;

/** How late "Running late" says. */
export const RUNNING_LATE_MINUTES = 5;

/** Two students who met (or were matched) are not matched again within this time. */
export const REMATCH_COOLDOWN_MS = 8 * WEEK_MS;

/**
 * The no-show policy (written in the safety guidelines): this many no-shows within the window
 * pause matching for the pause length. A late cancellation is noted but does not count.
 */
export const NO_SHOWS_BEFORE_PAUSE = 2;
export const NO_SHOW_WINDOW_MS = 8 * WEEK_MS;
export const NO_SHOW_PAUSE_MS = 4 * WEEK_MS;

/** The longest a student can pause matching for at once. */
export const MAX_SNOOZE_MS = 12 * WEEK_MS;

/**
 * "Report or block" stays on a meal in Your meals (/meals) until this long after it: someone who
 * felt unsafe at a meal may report it afterwards, once the match has left the dashboard.
 */
export const REPORT_AFTER_MEAL_FOR_MS = 30 * DAY_MS;

/** A report's free text, at most. */
export const REPORT_DETAILS_MAX_LENGTH = 2000;

/** The messages a report may carry, at most (the server checks each is the reported student's). */
export const REPORTED_MESSAGES_MAX = 5;

/** A waitlist match is made only for a slot at least this far ahead: time to get there. */
export const WAITLIST_MIN_NOTICE_MS = 45 * MINUTE_MS;

/**
 * After this many late cancellations on one meal day, a student gets no more waitlist matches that
 * day: cancelling late and waiting again, over and over, would show them partner after partner.
 */
export const LATE_CANCELLATIONS_BEFORE_NO_WAITLIST = 2;

/**
 * How far the time an answer carries may differ from the server's (the rules compare with
 * request.time): a phone's clock a little fast may stamp up to the allowance ahead, a slow one or a
 * slow network up to the skew behind. Never more: a stamp in the future would open a window early
 * (contacts before the meal), one in the past would turn a late cancellation into a free one.
 */
export const ANSWER_CLOCK_ALLOWANCE_MS = 2 * MINUTE_MS;
export const ANSWER_CLOCK_SKEW_MS = 10 * MINUTE_MS;

/** How often a student's meals are looked at again while the hub is open... */
export const MEALS_REFRESH_INTERVAL_MS = 15 * SECOND_MS;
/** ...and while they are finding their match, to see "I'm here" soon. */
export const MEETING_REFRESH_INTERVAL_MS = 5 * SECOND_MS;
