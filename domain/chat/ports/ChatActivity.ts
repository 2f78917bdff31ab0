import type { EpochMillis } from "../../shared/EpochMillis";
import type { ChatMessage } from "../ChatMessage";

/** Where one conversation stands for the system: how far each member has read it, and whether it is closed. */
export interface ConversationStanding {
  /** Until when each member has read it (the store's time), by uid; a member who never opened it is absent. */
  readonly readAt: Readonly<Record<string, EpochMillis>>;
  /** A member blocked, reported or said "not again": nobody writes in it any more. */
  readonly closed: boolean;
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
