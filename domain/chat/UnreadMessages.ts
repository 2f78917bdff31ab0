import { MEALS_REFRESH_INTERVAL_MS } from "../meetups/meetupRules";
import type { MatchStore } from "../meetups/ports/MatchStore";
import type { Session } from "../session/Session";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import type { Unsubscribe } from "../shared/ports/Unsubscribe";
import { conversationClosesAt } from "./chatRules";
import { unreadMessages } from "./conversation";
import type { ChatStore } from "./ports/ChatStore";

/** How many messages the student has not read: in all, and in each conversation that has any. */
export interface UnreadCounts {
  readonly total: number;
  readonly byConversation: Readonly<Record<string, number>>;
}

export const NOTHING_UNREAD: UnreadCounts = { total: 0, byConversation: {} };

export interface UnreadMessagesPorts {
  readonly session: Session;
  readonly matches: MatchStore;
  readonly chats: ChatStore;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The unread count of the header and of each match card: the others' messages, in every
 * conversation still open, that the student has not read, as they come. One watch of the
 * conversations serves every screen that shows a count. The student's conversations are listed
 * again as often as the hub looks at their meals (a new match brings a new conversation).
 */
export class UnreadMessages {
  readonly #ports: UnreadMessagesPorts;
  readonly #listeners = new Set<(counts: UnreadCounts) => void>();
  #counts: UnreadCounts = NOTHING_UNREAD;
  #stop: Unsubscribe | null = null;

  constructor(ports: UnreadMessagesPorts) {
    this.#ports = ports;
  }

  watch(listener: (counts: UnreadCounts) => void): Unsubscribe {
    this.#listeners.add(listener);
    listener(this.#counts);
    this.#stop ??= this.#start();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size > 0) return;
      this.#stop?.();
      this.#stop = null;
      this.#counts = NOTHING_UNREAD;
    };
  }

  #start(): Unsubscribe {
    const { session, matches, chats, clock, logger } = this.#ports;
    const uid = session.current()?.uid;
    if (uid === undefined) return () => {};
    let stopped = false;
    const following = new Map<string, Unsubscribe>();
    const counts = new Map<string, number>();
    let cancelTimer: Unsubscribe = () => {};
    const publish = () => {
      const byConversation = Object.fromEntries([...counts].filter(([, count]) => count > 0));
      const total = Object.values(byConversation).reduce((sum, count) => sum + count, 0);
      this.#counts = { total, byConversation };
      for (const listener of [...this.#listeners]) listener(this.#counts);
    };
    const list = async () => {
      cancelTimer();
      try {
        const now = clock.now();
        const open = (await matches.listForStudent(uid)).filter((match) => now < conversationClosesAt(match));
        if (stopped) return;
        const ids = new Set(open.map((match) => match.id));
        for (const [id, unfollow] of following) {
          if (ids.has(id)) continue;
          unfollow();
          following.delete(id);
          counts.delete(id);
        }
        for (const id of ids) {
          if (following.has(id)) continue;
          following.set(
            id,
            chats.watch(
              id,
              uid,
              (feed) => {
                counts.set(id, unreadMessages(feed, uid).length);
                publish();
              },
              (error) => logger.warn("Counting a conversation's unread messages failed", error),
            ),
          );
        }
        publish();
      } catch (error) {
        logger.warn("Listing the student's conversations failed", error);
      }
      if (!stopped) cancelTimer = clock.after(MEALS_REFRESH_INTERVAL_MS, () => void list());
    };
    void list();
    return () => {
      stopped = true;
      cancelTimer();
      for (const unfollow of following.values()) unfollow();
    };
  }
}
