import type { Match } from "../meetups/Match";
import { MEALS_REFRESH_INTERVAL_MS } from "../meetups/meetupRules";
import type { MatchFeed } from "../meetups/ports/MatchFeed";
import type { MatchStore } from "../meetups/ports/MatchStore";
import type { Session } from "../session/Session";
import { listeningWatch } from "../shared/listeningWatch";
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
  /** Says when one of the student's matches changed (a new match brings a new conversation). */
  readonly feed: MatchFeed;
  readonly chats: ChatStore;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The unread count of the header and of each match card: the others' messages, in every
 * conversation still open, that the student has not read, as they come. One watch of the
 * conversations serves every screen that shows a count. The student's conversations are listed
 * once, then again only when their matches change (the feed: a new match brings a new
 * conversation), listening first (listeningWatch); a conversation's closing is worked out from
 * what is held.
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
    const { session, matches, feed, chats, clock, logger } = this.#ports;
    const uid = session.current()?.uid;
    if (uid === undefined) return () => {};
    const following = new Map<string, Unsubscribe>();
    const counts = new Map<string, number>();
    const publish = () => {
      const byConversation = Object.fromEntries([...counts].filter(([, count]) => count > 0));
      const total = Object.values(byConversation).reduce((sum, count) => sum + count, 0);
      this.#counts = { total, byConversation };
      for (const listener of [...this.#listeners]) listener(this.#counts);
    };
    /** Follows the conversations open now among the matches held, and stops following the others. */
    const followOpen = (mine: readonly Match[]) => {
      const now = clock.now();
      const ids = new Set(mine.filter((match) => now < conversationClosesAt(match)).map((match) => match.id));
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
            (conversation) => {
              counts.set(id, unreadMessages(conversation, uid).length);
              publish();
            },
            (error) => logger.warn("Counting a conversation's unread messages failed", error),
          ),
        );
      }
      publish();
      return { status: "ready" } as const;
    };
    const watch = listeningWatch({
      read: () => matches.listForStudent(uid),
      derive: followOpen,
      listener: () => {},
      recomputeAfter: () => MEALS_REFRESH_INTERVAL_MS,
      follow: (onChange, onError) => feed.follow(uid, onChange, onError),
      // No changedSince: while the feed is down, the hub polls the matches; a new conversation shows once it is back.
      clock,
      logger,
      failure: "Listing the student's conversations failed",
    });
    return () => {
      watch.stop();
      for (const unfollow of following.values()) unfollow();
    };
  }
}
