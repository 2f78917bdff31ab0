import type { ChatMessage } from "../ChatMessage";

/** The conversations as the system keeps them (the system only: here, the offline backend's demo students). */
export interface ConversationLedger {
  /** Every message of the conversation, oldest first. */
  messages(conversationId: string): Promise<readonly ChatMessage[]>;
  /** A member blocked, reported or said "not again": nobody writes in it any more. */
  isClosed(conversationId: string): Promise<boolean>;
  /** Writes a message in a member's name, as it is (the demo students' replies); the same id again changes nothing. */
  append(message: ChatMessage): Promise<void>;
}
