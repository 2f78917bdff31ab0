import type { EpochMillis } from "../shared/EpochMillis";

/**
 * One message of a conversation: the conversation of a match (or, later, a table), keyed by its id.
 * Text only; whatever it says, it is shown as text (a link is never made clickable).
 */
export interface ChatMessage {
  /** Made by the sender's device, so that sending it again (a retry, a reload) is the same message. */
  readonly id: string;
  /** The match (or table) the conversation belongs to. */
  readonly conversationId: string;
  readonly senderUid: string;
  readonly text: string;
  /** When the store took it: the server's time, never the sender's. */
  readonly sentAt: EpochMillis;
}

/** What a member sends: the store gives it its time. */
export type NewMessage = Omit<ChatMessage, "sentAt">;
