import type { Match } from "../meetups/Match";
import type { Backoffice } from "../meetups/ports/Backoffice";
import type { Session } from "../session/Session";
import { TimedOutError, withBackendTimeout } from "../shared/backendTimeout";
import type { EpochMillis } from "../shared/EpochMillis";
import type { AppVisibility } from "../shared/ports/AppVisibility";
import type { Clock } from "../shared/ports/Clock";
import type { IdSource } from "../shared/ports/IdSource";
import type { Logger } from "../shared/ports/Logger";
import type { Unsubscribe } from "../shared/ports/Unsubscribe";
import { RequestRefusedError, ServiceUnreachableError } from "../shared/serviceErrors";
import { ChatError, type ChatFailure } from "./chatErrors";
import { MESSAGE_RATE_WINDOW_MS, MESSAGE_RESEND_AFTER_MS, MESSAGES_PER_WINDOW } from "./chatRules";
import { type OutgoingMessage, whatIsWrongWith, whyCannotWrite } from "./conversation";
import type { ChatOutbox, OutboxContents, PendingMessage } from "./ports/ChatOutbox";
import type { ChatStore, ConversationFeed } from "./ports/ChatStore";

export type ConversationState =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | {
      readonly status: "ready";
      /** What the server has. */
      readonly feed: ConversationFeed;
      /** What this device has written and the server does not have yet, with where its sending stands. */
      readonly outgoing: readonly OutgoingMessage[];
      /** When it was looked at (the app's clock). */
      readonly now: EpochMillis;
    };

export interface ConversationWatch {
  stop(): void;
  /** After a failure to follow the conversation: tries again. */
  retry(): void;
}

export interface MessageYourMatchPorts {
  readonly session: Session;
  readonly chats: ChatStore;
  readonly outbox: ChatOutbox;
  readonly backoffice: Backoffice;
  readonly visibility: AppVisibility;
  readonly ids: IdSource;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Writing to one's match (or table), from the reveal until a week after the meal: the conversation
 * in real time, and messages that are never lost nor sent twice. A message is kept on the device
 * (ChatOutbox) from the moment it is written until the server has it: sent at once when it can be,
 * kept while the device is offline and sent when the connection is back, sent again after a reload.
 * Its id is made here, once, so that a second sending of it is the same message. What is being
 * typed is kept too (a reload keeps the draft).
 */
export class MessageYourMatch {
  readonly #ports: MessageYourMatchPorts;
  /** Where the sending of each pending message stands, on this page. */
  readonly #delivery = new Map<string, Pick<OutgoingMessage, "status" | "problem">>();
  /** The last feed of each conversation watched, for the checks before sending. */
  readonly #feeds = new Map<string, ConversationFeed>();
  readonly #listeners = new Set<() => void>();
  /** What could not be written to the device's storage, kept for this page at least. */
  readonly #kept = new Map<string, OutboxContents>();
  #stopResending: Unsubscribe | null = null;

  constructor(ports: MessageYourMatchPorts) {
    this.#ports = ports;
  }

  watch(conversationId: string, listener: (state: ConversationState) => void): ConversationWatch {
    const { chats, clock, logger } = this.#ports;
    const uid = this.#uid();
    let feed: ConversationFeed | null = null;
    let failed = false;
    let unsubscribe: Unsubscribe = () => {};
    const emit = () => {
      if (feed !== null)
        listener({ status: "ready", feed, outgoing: this.#outgoing(conversationId), now: clock.now() });
      else listener(failed ? { status: "failed" } : { status: "loading" });
    };
    const follow = () => {
      failed = false;
      emit();
      unsubscribe = chats.watch(
        conversationId,
        uid,
        (next) => {
          feed = next;
          this.#feeds.set(conversationId, next);
          this.#forgetStored(next);
          emit();
        },
        (error) => {
          logger.warn("Following a conversation failed", error);
          failed = feed === null;
          emit();
        },
      );
    };
    this.#listeners.add(emit);
    this.#resendWhenOnline();
    follow();
    // Written on this device before a reload, or while offline: sent now if it can be.
    this.#resendWaiting(conversationId);
    return {
      stop: () => {
        this.#listeners.delete(emit);
        unsubscribe();
        if (this.#listeners.size === 0) {
          this.#stopResending?.();
          this.#stopResending = null;
        }
      },
      retry: () => {
        unsubscribe();
        follow();
      },
    };
  }

  /**
   * Sends `text` to the others of `match`. Fails at once, keeping nothing, when it cannot be sent
   * at all (nothing to say, too long, the sender cancelled, the conversation closed or over, too
   * fast); otherwise the message is kept and shown as sending, and its fate shows in the watch.
   */
  async send(match: Match, text: string): Promise<void> {
    const uid = this.#uid();
    const problem =
      whatIsWrongWith(text) ?? this.#whyNot(match, uid) ?? (this.#tooFast(match.id, uid) ? "too-fast" : null);
    if (problem !== null) throw new ChatError(problem);
    const message: PendingMessage = {
      id: this.#ports.ids.newId(),
      conversationId: match.id,
      senderUid: uid,
      text,
      writtenAt: this.#ports.clock.now(),
    };
    this.#change(uid, (contents) => ({
      drafts: withoutKey(contents.drafts, match.id),
      pending: [...contents.pending, message],
    }));
    await this.#deliver(message);
  }

  /** Sends again a message that failed or waits (the same message: it is stored once). */
  async retry(messageId: string): Promise<void> {
    const message = this.#read(this.#uid()).pending.find((pending) => pending.id === messageId);
    if (message !== undefined) await this.#deliver(message);
  }

  /** The student has read the conversation: the others' messages until now no longer count as unread. */
  async markRead(conversationId: string): Promise<void> {
    await this.#ports.chats.markRead(conversationId, this.#uid());
  }

  draftOf(conversationId: string): string {
    const uid = this.#ports.session.current()?.uid;
    return uid === undefined ? "" : (this.#read(uid).drafts[conversationId] ?? "");
  }

  saveDraft(conversationId: string, text: string): void {
    const uid = this.#ports.session.current()?.uid;
    if (uid === undefined) return;
    this.#change(uid, (contents) => ({
      ...contents,
      drafts:
        text === "" ? withoutKey(contents.drafts, conversationId) : { ...contents.drafts, [conversationId]: text },
    }));
  }

  async #deliver(message: PendingMessage): Promise<void> {
    const { chats, backoffice, visibility, clock, logger } = this.#ports;
    if (this.#delivery.get(message.id)?.status === "sending") return;
    // Offline (or in a tab out of sight): kept, and sent once the page is active again.
    if (!visibility.isActive()) {
      this.#setDelivery(message.id, "waiting", "unreachable");
      return;
    }
    this.#setDelivery(message.id, "sending", null);
    const { writtenAt: _, ...newMessage } = message;
    try {
      await withBackendTimeout(clock, chats.send(newMessage));
    } catch (error) {
      const problem = this.#problemOf(error, message);
      const waits = problem === "unreachable" || problem === "timed-out";
      if (!waits) logger.warn("A message was not sent", error);
      this.#setDelivery(message.id, waits ? "waiting" : "failed", problem);
      // Online, yet the server was not reached (a connection coming back, a slow answer): again shortly.
      if (waits && visibility.isActive()) clock.after(MESSAGE_RESEND_AFTER_MS, () => this.#resendIfPending(message));
      return;
    }
    this.#delivery.delete(message.id);
    this.#change(message.senderUid, (contents) => ({
      ...contents,
      pending: contents.pending.filter((pending) => pending.id !== message.id),
    }));
    await backoffice
      .afterMessageSent(message.conversationId, message.id)
      .catch((error: unknown) => logger.warn("The system's reaction to a message failed", error));
  }

  #resendIfPending(message: PendingMessage): void {
    const stillPending = this.#read(message.senderUid).pending.some((pending) => pending.id === message.id);
    if (stillPending && this.#delivery.get(message.id)?.status === "waiting") void this.#deliver(message);
  }

  #problemOf(error: unknown, message: PendingMessage): ChatFailure {
    if (error instanceof ServiceUnreachableError) return "unreachable";
    if (error instanceof TimedOutError) return "timed-out";
    if (!(error instanceof RequestRefusedError)) return "unexpected";
    return this.#tooFast(message.conversationId, message.senderUid) ? "too-fast" : "refused";
  }

  #whyNot(match: Match, uid: string): ChatFailure | null {
    const closed = this.#feeds.get(match.id)?.closed ?? false;
    return whyCannotWrite(match, uid, closed, this.#ports.clock.now());
  }

  /** The student sent as many as the rate limit allows in the last window (as far as this page knows). */
  #tooFast(conversationId: string, uid: string): boolean {
    const since = this.#ports.clock.now() - MESSAGE_RATE_WINDOW_MS;
    const recent = (this.#feeds.get(conversationId)?.messages ?? []).filter(
      (message) => message.senderUid === uid && message.sentAt > since,
    );
    return recent.length >= MESSAGES_PER_WINDOW;
  }

  /** Sends the conversation's messages that wait (or were kept from before a reload) when the device is online. */
  #resendWaiting(conversationId: string): void {
    if (!this.#ports.visibility.isActive()) return;
    const uid = this.#ports.session.current()?.uid;
    if (uid === undefined) return;
    for (const message of this.#read(uid).pending) {
      const delivery = this.#delivery.get(message.id);
      if (
        message.conversationId !== conversationId ||
        delivery?.status === "sending" ||
        delivery?.status === "failed"
      ) {
        continue;
      }
      void this.#deliver(message);
    }
  }

  #resendWhenOnline(): void {
    this.#stopResending ??= this.#ports.visibility.onChange(() => {
      for (const conversationId of this.#feeds.keys()) this.#resendWaiting(conversationId);
    });
  }

  /** The server has them: nothing of them is pending any more (another tab, or a sending whose answer was lost). */
  #forgetStored(feed: ConversationFeed): void {
    const uid = this.#ports.session.current()?.uid;
    if (uid === undefined) return;
    const stored = new Set(feed.messages.map((message) => message.id));
    const contents = this.#read(uid);
    if (!contents.pending.some((pending) => stored.has(pending.id))) return;
    for (const id of stored) if (this.#delivery.get(id)?.status !== "sending") this.#delivery.delete(id);
    this.#change(uid, (current) => ({
      ...current,
      pending: current.pending.filter((pending) => !stored.has(pending.id)),
    }));
  }

  #outgoing(conversationId: string): OutgoingMessage[] {
    const uid = this.#ports.session.current()?.uid;
    if (uid === undefined) return [];
    return this.#read(uid)
      .pending.filter((message) => message.conversationId === conversationId)
      .map((message) => ({ ...message, ...(this.#delivery.get(message.id) ?? { status: "waiting", problem: null }) }));
  }

  #setDelivery(id: string, status: OutgoingMessage["status"], problem: ChatFailure | null): void {
    this.#delivery.set(id, { status, problem });
    this.#notify();
  }

  #read(uid: string): OutboxContents {
    return this.#kept.get(uid) ?? this.#ports.outbox.read(uid);
  }

  #change(uid: string, change: (contents: OutboxContents) => OutboxContents): void {
    const next = change(this.#read(uid));
    try {
      this.#ports.outbox.write(uid, next);
      this.#kept.delete(uid);
    } catch (error) {
      this.#ports.logger.warn("The device did not keep the messages being written", error);
      this.#kept.set(uid, next);
    }
    this.#notify();
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  #uid(): string {
    const uid = this.#ports.session.current()?.uid;
    if (uid === undefined) throw new ChatError("signed-out");
    return uid;
  }
}

function withoutKey(record: Readonly<Record<string, string>>, key: string): Record<string, string> {
  const { [key]: _, ...rest } = record;
  return rest;
}
