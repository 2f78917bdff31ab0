import { HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from "../shared/time";

/**
 * The timings and limits of a mixer, from the RSVP to the icebreaker circles. Each is measured
 * from the mixer's start (or its end) on the schedule.
 */

/** RSVP opens this long before a mixer starts: the week ahead, as a meal day's opt-in does. */
export const RSVP_OPENS_BEFORE_START_MS = WEEK_MS;

/**
 * RSVP closes, and so does cancelling it, this long before the start: at the start itself. Until
 * then a place freed goes to the first on the waitlist; from then on the circles are formed.
 */
export const RSVP_CLOSES_BEFORE_START_MS = 0;

/** "I'm here" at the door: from this long before the start until the mixer ends (by the server's time). */
export const CHECK_IN_OPENS_BEFORE_START_MS = 15 * MINUTE_MS;

/** The reminder email goes to everyone going this long before the start. */
export const MIXER_REMINDER_BEFORE_START_MS = 2 * HOUR_MS;

/**
 * The longest line a mixer keeps on its waitlist, per school: leaving it renumbers everyone behind
 * in the same write of the system's, which must stay well within a Firestore batch (500 writes).
 */
export const MIXER_WAITLIST_MAX = 400;

/**
 * A latecomer (checked in after the circles were formed) joins the smallest circle they may join
 * while it has fewer than this many: the seating's largest circle (6) and two who came late. When
 * every circle is that full, a new circle opens, and the next latecomers join it first.
 */
export const CIRCLE_MAX_WITH_LATECOMERS = 8;

/** How often a student's mixers are looked at again while the dashboard is open... */
export const MIXERS_REFRESH_INTERVAL_MS = 15 * SECOND_MS;
/** ...and while they are at the door, to see their circle as soon as it is formed. */
export const MIXERS_AT_THE_DOOR_REFRESH_INTERVAL_MS = 5 * SECOND_MS;
