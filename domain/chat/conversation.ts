import type { Match } from "../meetups/Match";
import type { EpochMillis } from "../shared/EpochMillis";
import type { ChatMessage } from "./ChatMessage";
import type { ChatFailure } from "./chatErrors";
import { conversationClosesAt, conversationOpensAt, MESSAGE_MAX_LENGTH } from "./chatRules";
import type { PendingMessage } from "./ports/ChatOutbox";
import type { ConversationFeed } from "./ports/ChatStore";

/**
 * Why the member `uid` cannot write in the conversation of `match` now, or null when they can:
 * only members write; not once they cancelled (they still read), not once the conversation is
 * closed for them (`closed`: isClosedFor), not before a table's day (its names untold), not after
 * the week that follows the meal.
 */
export function whyCannotWrite(
  match: Match,
  uid: string,
  closed: boolean,
  now: EpochMillis,
): Extract<ChatFailure, "not-a-member" | "cancelled" | "closed" | "not-yet" | "ended"> | null {
  const me = match.members[uid];
  if (me === undefined || !match.memberIds.includes(uid)) return "not-a-member";
  if (closed) return "closed";
  if (now < conversationOpensAt(match)) return "not-yet";
  if (now >= conversationClosesAt(match)) return "ended";
  if (me.cancelledAt !== null) return "cancelled";
  return null;
}

/**
 * Whether the conversation is closed for its member `uid`, given who left it (`leftBy`: the members
 * who blocked, reported or said "not again" on this match). At a lunch for two (or a trio) it closes
 * for everyone once anyone left; at a table only the one who left is out, and the table goes on.
 */
export function isClosedFor(kind: Match["kind"], uid: string, leftBy: Iterable<string>): boolean {
  const leavers = new Set(leftBy);
  return kind === "group-dinner" ? leavers.has(uid) : leavers.size > 0;
}

/** What is wrong with a message's text, or null: something to say, and not too long. */
export function whatIsWrongWith(text: string): Extract<ChatFailure, "empty" | "too-long"> | null {
  if (text.trim() === "") return "empty";
  if (text.length > MESSAGE_MAX_LENGTH) return "too-long";
  return null;
}

/** The messages from the others that `uid` has not read. */
export function unreadMessages(feed: ConversationFeed, uid: string): ChatMessage[] {
  return feed.messages.filter(
    (message) => message.senderUid !== uid && (feed.readAt === null || message.sentAt > feed.readAt),
  );
}

/**
 * Where one of the member's own messages stands: being sent; kept until the connection is back
 * (or an answer that did not come); refused; or sent (the server has it).
 */
export type DeliveryStatus = "sending" | "waiting" | "failed" | "sent";

/** A message as the conversation shows it. */
export interface ShownMessage {
  readonly id: string;
  readonly senderUid: string;
  readonly text: string;
  /** The server's time; null while it has not taken it. */
  readonly sentAt: EpochMillis | null;
  readonly status: DeliveryStatus;
  /** Why it was not sent, for a message that failed or waits. */
  readonly problem: ChatFailure | null;
}

/** A pending message of this device, with where its sending stands. */
export interface OutgoingMessage extends PendingMessage {
  readonly status: Exclude<DeliveryStatus, "sent">;
  readonly problem: ChatFailure | null;
}

/**
 * The conversation on screen: what the server has, oldest first, then what this device has not
 * got it to take yet, in the order it was written. A message the server has is shown once, as sent.
 */
export function shownMessages(feed: ConversationFeed, outgoing: readonly OutgoingMessage[]): ShownMessage[] {
  const stored = new Set(feed.messages.map((message) => message.id));
  return [
    ...feed.messages.map((message): ShownMessage => ({ ...message, status: "sent", problem: null })),
    ...outgoing
      .filter((message) => !stored.has(message.id))
      .sort((a, b) => a.writtenAt - b.writtenAt)
      .map(
        ({ id, senderUid, text, status, problem }): ShownMessage => ({
          id,
          senderUid,
          text,
          sentAt: null,
          status,
          problem,
        }),
      ),
  ];
}
