import type { ChatMessage } from "../ChatMessage";

/** The conversations as the system keeps them (the system only): for a student's download and erasure. */
export interface ConversationRecords {
  /** Every message of the conversation, oldest first. */
  messages(conversationId: string): Promise<readonly ChatMessage[]>;
  /**
   * The conversation follows its match to `newId` (renamed as `leaver` left it): the others'
   * messages and read marks go with it, and of the leaver's messages only those in `evidence` (named
   * by a report that is kept); the leaver's read mark and every other message of theirs are removed.
   * Nothing happens when the conversation is empty.
   */
  move(oldId: string, newId: string, leaver: string, evidence: ReadonlySet<string>): Promise<void>;
  /** Removes these messages of the conversation (evidence whose retention ended); those already gone are skipped. */
  remove(conversationId: string, messageIds: readonly string[]): Promise<void>;
  /** Removes the student's message count (the rate limit); nothing happens when there is none. */
  forgetSender(uid: string): Promise<void>;
}
