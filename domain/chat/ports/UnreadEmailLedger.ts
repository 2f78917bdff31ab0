import type { EpochMillis } from "../../shared/EpochMillis";

/**
 * When each member was last emailed about a conversation's unread messages, one record per
 * conversation and member (the system only: nobody else reads or writes it).
 */
export interface UnreadEmailLedger {
  /** When `uid` was last emailed about the conversation, or null if never. */
  lastEmailedAt(conversationId: string, uid: string): Promise<EpochMillis | null>;
  /**
   * Records an email to `uid` about the conversation at `at`, if the record still says `previous`
   * (null: none): false, and nothing written, when another run recorded one first. Recorded before
   * the email goes, so that a run that dies half-way sends too few rather than two.
   */
  recordEmail(conversationId: string, uid: string, previous: EpochMillis | null, at: EpochMillis): Promise<boolean>;
  /**
   * The conversation follows its match to `newId` (renamed as `leaver` left it, their data erased):
   * the others' records go with it, the leaver's is removed. Nothing happens when there is none.
   */
  move(oldId: string, newId: string, leaver: string): Promise<void>;
}
