import type { ChatMessage } from "../chat/ChatMessage";
import type { Match } from "../meetups/Match";
import { nameInEmail } from "../meetups/meetupEmails";
import { MATCH_LINK, notificationTexts } from "./notificationTexts";
import type { PushNotice } from "./PushNotice";

/** The tag of a conversation's notification: each new message replaces it. */
export const chatTag = (conversationId: string): string => `chat:${conversationId}`;

/**
 * What a member is shown of the messages they have not read in one conversation, coalesced: one
 * notification per conversation, saying who wrote and how many (never what). Only the first unread
 * message sounds; the next ones update it quietly. Null when nothing is unread.
 */
export function messageNotice(match: Match, unread: readonly ChatMessage[]): PushNotice | null {
  if (unread.length === 0) return null;
  const senders = [...new Set(unread.map((message) => message.senderUid))].map(
    (uid) => nameInEmail(match.members[uid]?.firstName ?? "") || "someone at your meal",
  );
  return {
    kind: "messages",
    ...notificationTexts.newMessages(unread.length, senders),
    link: MATCH_LINK,
    tag: chatTag(match.id),
    alert: unread.length === 1,
  };
}
