import type { Match } from "../meetups/Match";
import { mealEndsAt } from "../meetups/matchStatus";
import type { EpochMillis } from "../shared/EpochMillis";
import { MINUTE_MS, SECOND_MS, WEEK_MS } from "../shared/time";

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
 * The conversation opens with the reveal: a lunch for two's as soon as the match exists, a table's
 * on the day, when its first names are told (before that its members know each other only by major).
 */
export const conversationOpensAt = (match: Match): EpochMillis =>
  match.kind === "group-dinner" ? match.revealAt : Number.NEGATIVE_INFINITY;

/** The conversation closes this long after the meal. */
export const conversationClosesAt = (match: Match): EpochMillis => mealEndsAt(match) + CHAT_OPEN_AFTER_MEAL_MS;
