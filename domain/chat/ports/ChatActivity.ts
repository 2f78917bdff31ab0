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

/**
 * What the system reads of the conversations to tell members what waits for them unread (the
 * system only): the recent messages of every conversation at once, then, for those that have any,
 * where each stands. Never a conversation's whole history.
 */
export interface ChatActivity {
  /** The messages sent after `after` and at or before `until`, in every conversation, oldest first. */
  sentBetween(after: EpochMillis, until: EpochMillis): Promise<readonly ChatMessage[]>;
  standingOf(conversationId: string): Promise<ConversationStanding>;
}
