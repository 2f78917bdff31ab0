import type { Match, MatchMember } from "../meetups/Match";
import { activeMembers } from "../meetups/matchStatus";
import type { MatchLedger } from "../meetups/ports/MatchLedger";
import { readProfiles } from "../meetups/readProfiles";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { EpochMillis } from "../shared/EpochMillis";
import { inBatches } from "../shared/inBatches";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import type { ChatMessage } from "./ChatMessage";
import { unreadMessagesEmail } from "./chatEmails";
import {
  conversationClosesAt,
  UNREAD_EMAIL_AFTER_MS,
  UNREAD_EMAIL_AT_MOST_EVERY_MS,
  UNREAD_EMAIL_LOOKBACK_MS,
} from "./chatRules";
import { isClosedFor, unreadMessages } from "./conversation";
import type { ChatActivity, MessageCursor, MessagePage } from "./ports/ChatActivity";
import type { UnreadEmailLedger } from "./ports/UnreadEmailLedger";

/** The recent messages are read this many at a time. */
export const UNREAD_EMAIL_PAGE_SIZE = 500;

/** Conversations looked at at once (each its standing, its record of emails, maybe an email). */
const CONVERSATIONS_AT_ONCE = 10;

export interface EmailUnreadMessagesPorts {
  readonly conversations: ChatActivity;
  readonly unreadEmails: UnreadEmailLedger;
  readonly matches: Pick<MatchLedger, "get">;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * The system's timed work (system): a member with a message from another member of their match
 * unread for 15 minutes gets an email saying who wrote (never what), at most one per conversation
 * in an hour, and only for messages sent since the last one. Only while the conversation is open
 * (from the reveal until a week after the meal) and not closed for the member (isClosedFor: a
 * block, a report or a "not again" closes a lunch for two for both; at a table only the one who
 * filed it leaves); never to a member who cancelled (they read, but are out of the meal), never about their
 * own messages. It reads the messages of the last two hours across conversations, a page at a time
 * (UNREAD_EMAIL_PAGE_SIZE, keeping of each only who sent it and when: the email never says what),
 * then only the conversations among them with a message old enough, a few at once: never a
 * conversation's whole history. Answers how many emails it sent.
 */
export class EmailUnreadMessages {
  readonly #ports: EmailUnreadMessagesPorts;

  constructor(ports: EmailUnreadMessagesPorts) {
    this.#ports = ports;
  }

  async execute(): Promise<number> {
    const { conversations, clock } = this.#ports;
    const now = clock.now();
    const byConversation = new Map<string, ChatMessage[]>();
    let from: MessageCursor | null = null;
    do {
      const page: MessagePage = await conversations.sentBetween(
        now - UNREAD_EMAIL_LOOKBACK_MS,
        now - UNREAD_EMAIL_AFTER_MS,
        UNREAD_EMAIL_PAGE_SIZE,
        from,
      );
      for (const message of page.messages) {
        const kept = byConversation.get(message.conversationId) ?? [];
        kept.push({ ...message, text: "" });
        byConversation.set(message.conversationId, kept);
      }
      from = page.next;
    } while (from !== null);
    if (byConversation.size === 0) return 0;
    const { timeZone } = await this.#ports.schedule.read();
    let sent = 0;
    await inBatches([...byConversation], CONVERSATIONS_AT_ONCE, async ([conversationId, messages]) => {
      const emailed = await this.#emailAbout(conversationId, messages, now, timeZone);
      sent += emailed;
    });
    return sent;
  }

  /** The emails due for one conversation, given its messages old enough to count. */
  async #emailAbout(
    conversationId: string,
    messages: readonly ChatMessage[],
    now: EpochMillis,
    timeZone: string | null,
  ): Promise<number> {
    const { conversations, matches } = this.#ports;
    const match = await matches.get(conversationId);
    if (match === null || now >= conversationClosesAt(match)) return 0;
    const standing = await conversations.standingOf(conversationId);
    let sent = 0;
    for (const member of activeMembers(match)) {
      if (isClosedFor(match.kind, member.uid, standing.leftBy)) continue;
      const readAt = standing.readAt[member.uid] ?? null;
      const unread = unreadMessages({ messages, readAt, closed: false }, member.uid);
      if (unread.length > 0 && (await this.#emailOnce(match, member, unread, now, timeZone))) sent += 1;
    }
    return sent;
  }

  /** One email to `member`, if the hour since the last has passed and a message came after it. */
  async #emailOnce(
    match: Match,
    member: MatchMember,
    unread: readonly ChatMessage[],
    now: EpochMillis,
    timeZone: string | null,
  ): Promise<boolean> {
    const { unreadEmails, profiles, mailer } = this.#ports;
    const last = await unreadEmails.lastEmailedAt(match.id, member.uid);
    if (last !== null && now < last + UNREAD_EMAIL_AT_MOST_EVERY_MS) return false;
    const since = unread.filter((message) => last === null || message.sentAt > last);
    const latest = since.at(-1);
    if (latest === undefined) return false;
    // Their address, read only now that an email is due (none for a member whose account is gone).
    const to = (await readProfiles(profiles, [member.uid])).get(member.uid)?.email;
    if (to === undefined || to === "") return false;
    // Recorded first: a run that dies half-way sends too few rather than the same twice, and of two
    // runs at once only one records it.
    if (!(await unreadEmails.recordEmail(match.id, member.uid, last, now))) return false;
    const senders = [...new Set(since.map((message) => message.senderUid))]
      .map((uid) => match.members[uid])
      .filter((sender) => sender !== undefined);
    await mailer.send(unreadMessagesEmail(to, match, senders, latest.sentAt, timeZone));
    return true;
  }
}
