import type { NotificationKind } from "./notificationKinds";

/**
 * One notification as a phone shows it. Never a message's text, nor anything a student wrote
 * beyond a first name (cleaned as the emails clean it).
 */
export interface PushNotice {
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  /** The screen a tap opens: a path of the site. */
  readonly link: string;
  /**
   * What it is about (`match:<id>`, `chat:<conversationId>`): a newer notice with the same tag
   * replaces the one shown, and withdrawing the tag takes it away.
   */
  readonly tag: string;
  /** False for an update that should not sound again (a conversation's second unread message). */
  readonly alert: boolean;
}
