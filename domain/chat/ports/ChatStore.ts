import type { EpochMillis } from "../../shared/EpochMillis";
import type { Unsubscribe } from "../../shared/ports/Unsubscribe";
import type { ChatMessage, NewMessage } from "../ChatMessage";

/** A conversation as one member sees it, as it changes. */
export interface ConversationFeed {
  /** Every message, oldest first. */
  readonly messages: readonly ChatMessage[];
  /** Until when this member has read it (the store's time), or null if never. */
  readonly readAt: EpochMillis | null;
  /**
   * Closed for this member (isClosedFor): at a lunch for two once a member blocked, reported or said
   * "not again"; at a table once this member did. They read it, and write in it no more.
   */
  readonly closed: boolean;
}

/**
 * A student's conversations (one per match, or table, keyed by its id), in real time. The store
 * holds what the server holds: only members read and write, the time of a message is the store's,
 * no message over the limits, outside the conversation's window, from a member who cancelled or for
 * whom the conversation is closed, and no more than the rate limit allows.
 */
export interface ChatStore {
  /**
   * Follows the conversation for its member `uid`: `onFeed` at once with what is there, then at each
   * change; `onError` once if it cannot be followed (not a member, no connection), then nothing more.
   */
  watch(
    conversationId: string,
    uid: string,
    onFeed: (feed: ConversationFeed) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /**
   * Sends the message: once, whatever happens (sending the same id again, after a lost answer or a
   * reload, stores nothing more and succeeds). Fails with RequestRefusedError when the store refuses
   * it, ServiceUnreachableError without a connection.
   */
  send(message: NewMessage): Promise<void>;
  /** Records that the member has read the conversation until now (the store's time). */
  markRead(conversationId: string, uid: string): Promise<void>;
}
