import type { ChatMessage, NewMessage } from "../../domain/chat/ChatMessage";
import { MESSAGE_RATE_WINDOW_MS, MESSAGES_PER_WINDOW } from "../../domain/chat/chatRules";
import { isClosedFor, whatIsWrongWith, whyCannotWrite } from "../../domain/chat/conversation";
import type {
  ChatActivity,
  ConversationStanding,
  MessageCursor,
  MessagePage,
} from "../../domain/chat/ports/ChatActivity";
import type { ChatStore, ConversationFeed } from "../../domain/chat/ports/ChatStore";
import type { ConversationLedger } from "../../domain/chat/ports/ConversationLedger";
import type { ConversationRecords } from "../../domain/chat/ports/ConversationRecords";
import type { Match } from "../../domain/meetups/Match";
import { isSuspended } from "../../domain/meetups/matchingEligibility";
import type { SafetyReport } from "../../domain/meetups/Report";
import { readStoredProfile } from "../../domain/profile/storedProfile";
import type { ProfileDocument } from "../../domain/profile/UserProfile";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import { RequestRefusedError } from "../../domain/shared/serviceErrors";
import type { LocalChangeSignal } from "./LocalChangeSignal";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** A message's place in the system's pages offline: when it was sent, then its conversation and id. */
type LocalMessageCursor = readonly [EpochMillis, string, string];

const cursorOf = (message: ChatMessage): LocalMessageCursor => [message.sentAt, message.conversationId, message.id];

function compareCursors(a: LocalMessageCursor, b: LocalMessageCursor): number {
  return a[0] - b[0] || a[1].localeCompare(b[1]) || a[2].localeCompare(b[2]);
}

interface ReaderRecord {
  readonly conversationId: string;
  readonly uid: string;
  readonly readAt: EpochMillis;
}

/**
 * The conversations of the matches in IndexedDB: the offline stand-in for Firestore
 * `matches/{id}/messages` and `readers`, holding what the rules hold there (only members, the
 * store's time, the size, the window, a member who cancelled reads only, a closed conversation, the
 * rate limit). Every tab of the site hears of a change at once (LocalChangeSignal), and reads the
 * conversation again. A student's erasure moves and thins the conversations (ConversationRecords);
 * the system reads the recent messages of all of them by their time (ChatActivity: the emails about
 * unread messages).
 */
export class LocalChatStore implements ChatStore, ConversationLedger, ConversationRecords, ChatActivity {
  readonly #database: LocalDatabase;
  readonly #clock: Clock;
  readonly #signal: LocalChangeSignal;

  constructor(database: LocalDatabase, clock: Clock, signal: LocalChangeSignal) {
    this.#database = database;
    this.#clock = clock;
    this.#signal = signal;
  }

  watch(
    conversationId: string,
    uid: string,
    onFeed: (feed: ConversationFeed) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe {
    return this.#signal.follow(conversationId, () => this.#feed(conversationId, uid), onFeed, onError);
  }

  async send(message: NewMessage): Promise<void> {
    const now = this.#clock.now();
    const stores = ["matches", "reports", "messages", "profiles"] as const;
    const sent = await this.#database.transact(stores, "readwrite", async (transaction) => {
      const messages = transaction.objectStore("messages");
      const existing = await requestResult<ChatMessage | undefined>(messages.get([message.conversationId, message.id]));
      if (existing !== undefined) {
        if (existing.senderUid !== message.senderUid) throw new RequestRefusedError("Another member's message id");
        return false;
      }
      const match = await requestResult<Match | undefined>(
        transaction.objectStore("matches").get(message.conversationId),
      );
      if (match === undefined) throw new RequestRefusedError("No such conversation");
      const closed = await isClosedIn(transaction, match, message.senderUid);
      const refusal = whatIsWrongWith(message.text) ?? whyCannotWrite(match, message.senderUid, closed, now);
      if (refusal !== null) throw new RequestRefusedError(`Message refused: ${refusal}`);
      const sender = await requestResult<ProfileDocument | undefined>(
        transaction.objectStore("profiles").get(message.senderUid),
      );
      if (sender !== undefined && isSuspended(readStoredProfile(sender), now)) {
        throw new RequestRefusedError("Message refused: suspended");
      }
      const mine = await requestResult<ChatMessage[]>(messages.index("senderUid").getAll(message.senderUid));
      const recent = mine.filter((sent) => sent.sentAt > now - MESSAGE_RATE_WINDOW_MS);
      if (recent.length >= MESSAGES_PER_WINDOW) throw new RequestRefusedError("Message refused: too fast");
      await requestResult(messages.add({ ...message, sentAt: now } satisfies ChatMessage));
      return true;
    });
    if (sent) this.#signal.notify(message.conversationId);
  }

  async markRead(conversationId: string, uid: string): Promise<void> {
    await this.#database.transact(["matches", "readers"], "readwrite", async (transaction) => {
      const match = await requestResult<Match | undefined>(transaction.objectStore("matches").get(conversationId));
      if (match === undefined || !match.memberIds.includes(uid)) throw new RequestRefusedError("Not a member");
      const reader: ReaderRecord = { conversationId, uid, readAt: this.#clock.now() };
      await requestResult(transaction.objectStore("readers").put(reader));
    });
    this.#signal.notify(conversationId);
  }

  async messages(conversationId: string): Promise<readonly ChatMessage[]> {
    const messages = await this.#database.transact(["messages"], "readonly", (transaction) =>
      requestResult<ChatMessage[]>(transaction.objectStore("messages").index("conversationId").getAll(conversationId)),
    );
    return oldestFirst(messages);
  }

  async isClosed(conversationId: string): Promise<boolean> {
    return this.#database.transact(["matches", "reports"], "readonly", async (transaction) => {
      const match = await requestResult<Match | undefined>(transaction.objectStore("matches").get(conversationId));
      return match !== undefined && (await leaversOf(transaction, match)).length > 0;
    });
  }

  async append(message: ChatMessage): Promise<void> {
    await this.#database.transact(["messages"], "readwrite", async (transaction) => {
      const messages = transaction.objectStore("messages");
      if ((await requestResult(messages.getKey([message.conversationId, message.id]))) !== undefined) return;
      await requestResult(messages.add(message));
    });
    this.#signal.notify(message.conversationId);
  }

  async move(oldId: string, newId: string, leaver: string, evidence: ReadonlySet<string>): Promise<void> {
    await this.#database.transact(["messages", "readers"], "readwrite", async (transaction) => {
      const messages = transaction.objectStore("messages");
      for (const message of await requestResult<ChatMessage[]>(messages.index("conversationId").getAll(oldId))) {
        await requestResult(messages.delete([oldId, message.id]));
        if (message.senderUid !== leaver || evidence.has(message.id)) {
          await requestResult(messages.put({ ...message, conversationId: newId } satisfies ChatMessage));
        }
      }
      const readers = transaction.objectStore("readers");
      const marks = await requestResult<ReaderRecord[]>(
        readers.getAll(IDBKeyRange.bound([oldId, ""], [oldId, "\uffff"])),
      );
      for (const mark of marks) {
        await requestResult(readers.delete([oldId, mark.uid]));
        if (mark.uid !== leaver)
          await requestResult(readers.put({ ...mark, conversationId: newId } satisfies ReaderRecord));
      }
    });
    this.#signal.notify(oldId);
    this.#signal.notify(newId);
  }

  async remove(conversationId: string, messageIds: readonly string[]): Promise<void> {
    await this.#database.transact(["messages"], "readwrite", async (transaction) => {
      for (const id of messageIds)
        await requestResult(transaction.objectStore("messages").delete([conversationId, id]));
    });
    this.#signal.notify(conversationId);
  }

  async sentBetween(
    after: EpochMillis,
    until: EpochMillis,
    limit: number,
    from: MessageCursor | null,
  ): Promise<MessagePage> {
    const start = from === null ? null : (JSON.parse(from) as LocalMessageCursor);
    const messages = await this.#database.transact(["messages"], "readonly", (transaction) =>
      requestResult<ChatMessage[]>(
        transaction
          .objectStore("messages")
          .index("sentAt")
          .getAll(IDBKeyRange.bound(start?.[0] ?? after, until, start === null, false)),
      ),
    );
    const page = messages
      .map((message) => ({ message, at: cursorOf(message) }))
      .filter(({ at }) => start === null || compareCursors(at, start) > 0)
      .sort((a, b) => compareCursors(a.at, b.at))
      .slice(0, limit);
    const last = page.at(-1);
    return {
      messages: page.map(({ message }) => message),
      next: page.length < limit || last === undefined ? null : JSON.stringify(last.at),
    };
  }

  async latestIn(
    conversationId: string,
    after: EpochMillis,
    until: EpochMillis,
    limit: number,
  ): Promise<readonly ChatMessage[]> {
    const messages = await this.#database.transact(["messages"], "readonly", (transaction) =>
      requestResult<ChatMessage[]>(transaction.objectStore("messages").index("conversationId").getAll(conversationId)),
    );
    return messages
      .filter((message) => message.sentAt > after && message.sentAt <= until)
      .sort((a, b) => a.sentAt - b.sentAt)
      .slice(-limit);
  }

  async standingOf(conversationId: string): Promise<ConversationStanding> {
    return this.#database.transact(["matches", "reports", "readers"], "readonly", async (transaction) => {
      const marks = await requestResult<ReaderRecord[]>(
        transaction.objectStore("readers").getAll(IDBKeyRange.bound([conversationId, ""], [conversationId, "\uffff"])),
      );
      const match = await requestResult<Match | undefined>(transaction.objectStore("matches").get(conversationId));
      return {
        readAt: Object.fromEntries(marks.map((mark) => [mark.uid, mark.readAt])),
        leftBy: match === undefined ? [] : await leaversOf(transaction, match),
      };
    });
  }

  /** Offline, the rate limit counts the sender's own messages: nothing else to forget. */
  async forgetSender(): Promise<void> {}

  async #feed(conversationId: string, uid: string): Promise<ConversationFeed> {
    return this.#database.transact(["matches", "reports", "messages", "readers"], "readonly", async (transaction) => {
      const match = await requestResult<Match | undefined>(transaction.objectStore("matches").get(conversationId));
      if (match === undefined || !match.memberIds.includes(uid)) {
        throw new RequestRefusedError("Only the match's members read its conversation");
      }
      const messages = await requestResult<ChatMessage[]>(
        transaction.objectStore("messages").index("conversationId").getAll(conversationId),
      );
      const reader = await requestResult<ReaderRecord | undefined>(
        transaction.objectStore("readers").get([conversationId, uid]),
      );
      return {
        messages: oldestFirst(messages),
        readAt: reader?.readAt ?? null,
        closed: await isClosedIn(transaction, match, uid),
      };
    });
  }
}

/** The members who blocked, reported or said "not again" on this match: they left its conversation. */
async function leaversOf(transaction: IDBTransaction, match: Match): Promise<string[]> {
  const byReporter = transaction.objectStore("reports").index("reporterUid");
  const leavers: string[] = [];
  for (const uid of match.memberIds) {
    const filed = await requestResult<SafetyReport[]>(byReporter.getAll(uid));
    if (filed.some((report) => report.matchId === match.id)) leavers.push(uid);
  }
  return leavers;
}

/** Closed for `uid` (isClosedFor): for everyone at a lunch for two once anyone left, at a table for who left. */
async function isClosedIn(transaction: IDBTransaction, match: Match, uid: string): Promise<boolean> {
  return isClosedFor(match.kind, uid, await leaversOf(transaction, match));
}

function oldestFirst(messages: readonly ChatMessage[]): ChatMessage[] {
  return [...messages].sort((a, b) => a.sentAt - b.sentAt || a.id.localeCompare(b.id));
}
