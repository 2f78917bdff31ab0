import type { ChatOutbox, OutboxContents, PendingMessage } from "../../domain/chat/ports/ChatOutbox";

const EMPTY: OutboxContents = { drafts: {}, pending: [] };

/**
 * A student's drafts and unsent messages in `localStorage`, one entry per student on this device:
 * they survive a reload, a crash, a closed tab. What cannot be read (blocked storage, an entry of
 * another shape) reads as nothing kept; a write that fails (blocked, full) throws.
 */
export class LocalStorageChatOutbox implements ChatOutbox {
  readonly #window: Window;

  constructor(window: Window) {
    this.#window = window;
  }

  read(uid: string): OutboxContents {
    try {
      const entry = this.#window.localStorage.getItem(keyOf(uid));
      return entry === null ? EMPTY : parse(JSON.parse(entry));
    } catch {
      return EMPTY;
    }
  }

  write(uid: string, contents: OutboxContents): void {
    if (Object.keys(contents.drafts).length === 0 && contents.pending.length === 0) {
      this.#window.localStorage.removeItem(keyOf(uid));
    } else {
      this.#window.localStorage.setItem(keyOf(uid), JSON.stringify(contents));
    }
  }
}

const keyOf = (uid: string) => `strangers.chat-outbox.${uid}`;

function parse(value: unknown): OutboxContents {
  if (typeof value !== "object" || value === null) return EMPTY;
  const { drafts, pending } = value as { drafts?: unknown; pending?: unknown };
  const keptDrafts =
    typeof drafts === "object" && drafts !== null
      ? Object.fromEntries(
          Object.entries(drafts).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : {};
  const keptPending = Array.isArray(pending) ? pending.filter(isPendingMessage) : [];
  return { drafts: keptDrafts, pending: keptPending };
}

function isPendingMessage(value: unknown): value is PendingMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === "string" &&
    typeof message.conversationId === "string" &&
    typeof message.senderUid === "string" &&
    typeof message.text === "string" &&
    typeof message.writtenAt === "number"
  );
}
