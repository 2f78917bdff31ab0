import type { EpochMillis } from "../../shared/EpochMillis";
import type { NewMessage } from "../ChatMessage";

/** A message written and not yet known to be sent. */
export interface PendingMessage extends NewMessage {
  /** When it was written (the device's time): the order it shows in until the server has it. */
  readonly writtenAt: EpochMillis;
}

/** What a student has written on this device and nothing has taken yet. */
export interface OutboxContents {
  /** The text being written, by conversation. */
  readonly drafts: Readonly<Record<string, string>>;
  readonly pending: readonly PendingMessage[];
}

/**
 * Where the device keeps a student's drafts and unsent messages, so that a reload, a crash or a
 * closed tab loses nothing (the browser's own storage). Reading never fails: storage that cannot be
 * read reads as empty; writing may fail (storage refused or full), and then keeps it for this page.
 */
export interface ChatOutbox {
  read(uid: string): OutboxContents;
  write(uid: string, contents: OutboxContents): void;
}
