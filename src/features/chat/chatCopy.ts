import type { ChatFailure } from "../../../domain/chat/chatErrors";
import { MESSAGE_MAX_LENGTH } from "../../../domain/chat/chatRules";

const formatCount = (count: number) => count.toLocaleString("en-US");

/** The words of the conversation with one's match, on the match card. */
export const chatCopy = {
  open: "Message",
  unread: (count: number) => `${count} unread`,
  hide: "Hide messages",
  heading: (names: string) => `Messages with ${names}`,
  loading: "Loading your messages…",
  loadFailed: "We couldn't load your messages.",
  retry: "Try again",
  empty: "No messages yet. Say hi, or agree where exactly to meet.",
  history: "Your messages",
  you: "You",
  label: "Message",
  send: "Send",
  length: (length: number) => `${formatCount(length)} / ${formatCount(MESSAGE_MAX_LENGTH)}`,
  sending: "Sending…",
  sent: "Sent",
  waiting: "Not sent yet: it will go as soon as you're back online.",
  failed: "Not sent.",
  retrySend: "Retry",
  report: "Report",
  reportMessage: (name: string) => `Report this message from ${name}`,
  newMessage: (name: string, text: string) => `New message from ${name}: ${text}`,
  closed: "This conversation is closed: a block or a report was made on this match.",
  cancelled: "You cancelled this meal: you can read your messages, not send new ones.",
  ended: "This conversation ended a week after your meal.",
  notYet: "Your table's conversation opens on the day, when you see each other's first names.",
  linkNote: "Links are shown as text: never share passwords or payment details.",
} as const;

/** Why a message was not sent, in words. */
export const chatFailureMessages: Record<ChatFailure, string> = {
  "signed-out": "You're signed out. Log in again to send messages.",
  empty: "Write something first.",
  "too-long": `Your message is over ${formatCount(MESSAGE_MAX_LENGTH)} characters. Shorten it a little.`,
  cancelled: chatCopy.cancelled,
  closed: chatCopy.closed,
  "not-yet": chatCopy.notYet,
  ended: chatCopy.ended,
  "too-fast": "You're sending messages very quickly. Wait a minute, then try again.",
  "not-a-member": "This conversation isn't yours.",
  refused: "This message couldn't be sent. The conversation may be closed now.",
  unreachable: "You're offline. Your message will be sent when you're back online.",
  "timed-out": "The connection is slow. We'll keep trying to send your message.",
  unexpected: "Something went wrong sending your message. Try again.",
};
