import {
  collection,
  type DocumentData,
  type DocumentSnapshot,
  doc,
  type Firestore,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
} from "firebase/firestore";
import type { ChatMessage, NewMessage } from "../../domain/chat/ChatMessage";
import { MESSAGE_RATE_WINDOW_MS } from "../../domain/chat/chatRules";
import { isClosedFor } from "../../domain/chat/conversation";
import type { ChatStore, ConversationFeed } from "../../domain/chat/ports/ChatStore";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import { RequestRefusedError } from "../../domain/shared/serviceErrors";
import { COLLECTIONS, matchPath, messagePath, messageQuotaPath, readerPath } from "./documents/firestoreLayout";
import { conversationLeavers, matchKindOf } from "./documents/matchDocument";
import { isPermissionDenied, withDomainErrors } from "./firestoreErrors";

/**
 * The conversations in `matches/{matchId}/messages`, followed in real time (onSnapshot). A message
 * goes in one batch with its sender's count (`message_quotas/{uid}`), which the rules require to
 * name it: a new window once the last one is over, else the next count. Which of the two is this
 * device's guess by its clock; the rules judge by the server's, so a guess they refuse is tried the
 * other way once. A message the rules refuse because it exists already (sent before, its answer
 * lost) is the same message: sent.
 */
export class FirestoreChatStore implements ChatStore {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  watch(
    conversationId: string,
    uid: string,
    onFeed: (feed: ConversationFeed) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe {
    let messages: ChatMessage[] | null = null;
    let readAt: EpochMillis | null | undefined;
    let closed: boolean | null = null;
    let failed = false;
    const emit = () => {
      if (messages !== null && readAt !== undefined && closed !== null) onFeed({ messages, readAt, closed });
    };
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      stop();
      onError(error);
    };
    const conversation = query(
      collection(this.#firestore, COLLECTIONS.matches, conversationId, COLLECTIONS.messages),
      orderBy("sent_at"),
    );
    const unsubscribes = [
      onSnapshot(
        conversation,
        (snapshot) => {
          // What only this device has (a write the server has not taken yet) is not the server's.
          messages = snapshot.docs
            .filter((document) => !document.metadata.hasPendingWrites)
            .map((document) => toMessage(conversationId, document));
          emit();
        },
        fail,
      ),
      onSnapshot(
        doc(this.#firestore, readerPath(conversationId, uid)),
        (snapshot) => {
          readAt = millisOf(snapshot.get("read_at", { serverTimestamps: "estimate" }));
          emit();
        },
        fail,
      ),
      onSnapshot(
        doc(this.#firestore, matchPath(conversationId)),
        (snapshot) => {
          // The filer's own stamp shows at once (estimated until the server has it).
          const match = snapshot.data({ serverTimestamps: "estimate" }) ?? {};
          closed = isClosedFor(matchKindOf(match), uid, conversationLeavers(match));
          emit();
        },
        fail,
      ),
    ];
    const stop = () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
    return () => {
      failed = true;
      stop();
    };
  }

  async send(message: NewMessage): Promise<void> {
    const quota = await withDomainErrors(getDoc(doc(this.#firestore, messageQuotaPath(message.senderUid))));
    const newWindow = !quota.exists() || isOver(quota);
    try {
      await this.#commit(message, quota, newWindow);
    } catch (error) {
      if (!isPermissionDenied(error)) throw refusedOr(error);
      if (await this.#isStored(message)) return;
      try {
        // The server's clock saw the window the other way (or another tab counted meanwhile).
        const again = await withDomainErrors(getDoc(doc(this.#firestore, messageQuotaPath(message.senderUid))));
        await this.#commit(message, again, !newWindow);
      } catch (second) {
        if (isPermissionDenied(second) && (await this.#isStored(message))) return;
        throw refusedOr(second);
      }
    }
  }

  async markRead(conversationId: string, uid: string): Promise<void> {
    try {
      await withDomainErrors(
        setDoc(doc(this.#firestore, readerPath(conversationId, uid)), { read_at: serverTimestamp() }),
      );
    } catch (error) {
      throw refusedOr(error);
    }
  }

  async #commit(message: NewMessage, quota: DocumentSnapshot<DocumentData>, newWindow: boolean): Promise<void> {
    const last = { parent: COLLECTIONS.matches, conversation: message.conversationId, id: message.id };
    const counted =
      newWindow || !quota.exists()
        ? { window_start: serverTimestamp(), count: 1, last_message: last }
        : { window_start: quota.get("window_start"), count: Number(quota.get("count")) + 1, last_message: last };
    const batch = writeBatch(this.#firestore);
    batch.set(doc(this.#firestore, messagePath(message.conversationId, message.id)), {
      sender_uid: message.senderUid,
      text: message.text,
      sent_at: serverTimestamp(),
    });
    batch.set(doc(this.#firestore, messageQuotaPath(message.senderUid)), counted);
    await withDomainErrors(batch.commit());
  }

  /** The message is there, the sender's: an earlier sending of it went through. */
  async #isStored(message: NewMessage): Promise<boolean> {
    try {
      const stored = await getDoc(doc(this.#firestore, messagePath(message.conversationId, message.id)));
      return stored.exists() && stored.get("sender_uid") === message.senderUid;
    } catch {
      return false;
    }
  }
}

function isOver(quota: DocumentSnapshot<DocumentData>): boolean {
  const start = millisOf(quota.get("window_start"));
  return start === null || Date.now() - start >= MESSAGE_RATE_WINDOW_MS;
}

function refusedOr(error: unknown): unknown {
  return isPermissionDenied(error) ? new RequestRefusedError("The rules refused the message", { cause: error }) : error;
}

function toMessage(conversationId: string, document: DocumentSnapshot<DocumentData>): ChatMessage {
  return {
    id: document.id,
    conversationId,
    senderUid: String(document.get("sender_uid") ?? ""),
    text: String(document.get("text") ?? ""),
    sentAt: millisOf(document.get("sent_at")) ?? 0,
  };
}

/** A Firestore Timestamp's millis (the full SDK's class, not the lite one's), or null. */
function millisOf(value: unknown): EpochMillis | null {
  if (typeof value !== "object" || value === null || !("toMillis" in value)) return null;
  return typeof value.toMillis === "function" ? (value.toMillis() as EpochMillis) : null;
}
