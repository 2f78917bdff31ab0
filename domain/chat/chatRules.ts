import type { Match } from "../meetups/Match";
import { mealEndsAt } from "../meetups/matchStatus";
import type { EpochMillis } from "../shared/EpochMillis";
import {
  UNREAD_MESSAGE_EMAIL_AFTER_MINUTES,
  UNREAD_MESSAGE_EMAILS_AT_MOST_EVERY_HOURS,
} from "../shared/policyPromises";
import { HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from "../shared/time";

/** A message is at most this many characters (the rules check it too). */
export const MESSAGE_MAX_LENGTH = 1000;

/** The conversation stays open this long after the meal: time to say thanks, or to plan the next one. */
export const CHAT_OPEN_AFTER_MEAL_MS = WEEK_MS;

/**
 * The rate limit, held by the server: at most this many messages per student in a window of this
 * length (a window starts with the first message after the last one ended).
 */
export const MESSAGES_PER_WINDOW = 20;
export const MESSAGE_RATE_WINDOW_MS = MINUTE_MS;

/** A message that could not reach the server while the page was online is tried again this long after. */
export const MESSAGE_RESEND_AFTER_MS = 5 * SECOND_MS;

/**
 * A message from another member still unread this long after it was sent brings its reader an
 * email (never its text: "Maya wrote to you on Strangers"), so that a plan made in the chat is not
 * missed by someone who closed the app. The privacy policy states it (policyPromises.ts).
 */
export const UNREAD_EMAIL_AFTER_MS = UNREAD_MESSAGE_EMAIL_AFTER_MINUTES * MINUTE_MS;

/** At most one such email per conversation and member in this long, and only for messages sent since the last. */
export const UNREAD_EMAIL_AT_MOST_EVERY_MS = UNREAD_MESSAGE_EMAILS_AT_MOST_EVERY_HOURS * HOUR_MS;

/**
 * How far back the system reads the messages it may email about, each time it looks (every 5
 * minutes on Firebase, with each look at the hub offline): a message unread for 15 minutes waits
 * at most an hour (the last email) for its own, so anything older was emailed about already, or
 * never will be (the system did not run for over an hour). It reads the recent messages of every
 * conversation, never a conversation's whole history.
 */
export const UNREAD_EMAIL_LOOKBACK_MS = 2 * HOUR_MS;

/**
 * The conversation opens with the reveal: a lunch for two's as soon as the match exists, a table's
 * on the day, when its first names are told (before that its members know each other only by major).
 */
export const conversationOpensAt = (match: Match): EpochMillis =>
  match.kind === "group-dinner" ? match.revealAt : Number.NEGATIVE_INFINITY;

/** The conversation closes this long after the meal. */
export const conversationClosesAt = (match: Match): EpochMillis => mealEndsAt(match) + CHAT_OPEN_AFTER_MEAL_MS;
