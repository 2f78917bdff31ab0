import { HOUR_MS, MINUTE_MS } from "../shared/time";

/**
 * The timings of a same-day rescue (spec §9 style: business constants, each named once). Each is
 * measured from a meal time: the slot a match meets at, or a meal day's last slot.
 */

/** "I'm free today" can be said (and taken back) until this long before the meal day's last time. */
export const STANDBY_CLOSES_BEFORE_LAST_SLOT_MS = 2 * HOUR_MS;

/** A partner who has not said "I'm here" this long after the start, while the other has, leaves them alone. */
export const NO_ARRIVAL_AFTER_START_MS = 10 * MINUTE_MS;

/** Another student left alone at the same place is a rescue when their time is at most this far from the student's. */
export const RESCUE_SLOT_WINDOW_MS = 30 * MINUTE_MS;

/** A rescue offer can be accepted for this long; then the next candidate is offered. */
export const RESCUE_OFFER_OPEN_FOR_MS = 10 * MINUTE_MS;

/**
 * While a student waits on the system's offer (on standby, or left alone without one), their
 * dashboard looks at the rescue this often: an offer shows with at least 4 of its 10 minutes left,
 * in 10 looks an hour (of 2 reads each: an open dashboard's budget of 20). The offer itself reaches
 * them at once by notification and email.
 */
export const RESCUE_WAIT_LOOK_INTERVAL_MS = 6 * MINUTE_MS;
