import type { EpochMillis } from "../../shared/EpochMillis";
import type { ChatMessage } from "../ChatMessage";

/** Where one conversation stands for the system: how far each member has read it, and who left it. */
export interface ConversationStanding {
  /** Until when each member has read it (the store's time), by uid; a member who never opened it is absent. */
  readonly readAt: Readonly<Record<string, EpochMillis>>;
  /**
   * The members who blocked, reported or said "not again" on its match: for whom it is closed is
   * isClosedFor's (everyone at a lunch for two, only the one who left at a table).
   */
  readonly leftBy: readonly string[];
}

/** Where the next page of messages starts: the adapter's own mark of the last message read. */
export type MessageCursor = string;

/** One page of messages, and where the next starts (null: this was the last). */
export interface MessagePage {
  readonly messages: readonly ChatMessage[];
  readonly next: MessageCursor | null;
}

/**
 * What the system reads of the conversations to tell members what waits for them unread (the
 * system only): the recent messages of every conversation, a page at a time, then, for those that
 * have any, where each stands. Never a conversation's whole history, nor every recent message at once.
 */
export interface ChatActivity {
  /**
   * At most `limit` of the messages sent after `after` and at or before `until`, in every
   * conversation, oldest first, from `from` on (null: the first page).
   */
  sentBetween(after: EpochMillis, until: EpochMillis, limit: number, from: MessageCursor | null): Promise<MessagePage>;
  /**
   * The newest `limit` messages of one conversation sent after `after` and at or before `until`,
   * oldest first: what a message's notification counts, without reading any other conversation.
   */
  latestIn(
    conversationId: string,
    after: EpochMillis,
    until: EpochMillis,
    limit: number,
  ): Promise<readonly ChatMessage[]>;
  standingOf(conversationId: string): Promise<ConversationStanding>;
}
