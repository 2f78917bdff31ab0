import type { PushNotice } from "./PushNotice";

/**
 * What a push carries to the service worker (JSON): a notice to show, or a tag whose notification
 * is taken away. The same on both backends: offline the page hands the service worker's
 * registration what a push would have carried.
 */
export type PushMessage =
  | { readonly type: "show"; readonly notice: PushNotice }
  | { readonly type: "withdraw"; readonly tag: string };

export const pushMessageText = (message: PushMessage): string => JSON.stringify(message);

/** The message in a push's text, or null for anything else: a push is never trusted to be well formed. */
export function pushMessageFrom(text: string): PushMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === "withdraw")
    return typeof message.tag === "string" ? { type: "withdraw", tag: message.tag } : null;
  const notice = message.notice as Record<string, unknown> | undefined;
  if (message.type !== "show" || typeof notice !== "object" || notice === null) return null;
  const { kind, title, body, link, tag, alert } = notice;
  if (![kind, title, body, link, tag].every((field) => typeof field === "string")) return null;
  // Only a screen of the site: a tap never leads elsewhere.
  if (!(link as string).startsWith("/") || (link as string).startsWith("//")) return null;
  return { type: "show", notice: { kind, title, body, link, tag, alert: alert !== false } as PushNotice };
}

/** The options a notice is shown with (the Notifications API's): its tag replaces the last of the same tag. */
export interface ShownNotificationOptions {
  readonly body: string;
  readonly tag: string;
  readonly data: { readonly link: string; readonly kind: string };
  readonly icon: string;
  /** An update that should not sound again (a conversation's next unread message) is silent. */
  readonly silent: boolean;
  /** Sounds again although it replaces a notification of the same tag. */
  readonly renotify: boolean;
}

export const NOTIFICATION_ICON = "/icons/icon-192.png";

export function notificationOptionsOf(notice: PushNotice): ShownNotificationOptions {
  return {
    body: notice.body,
    tag: notice.tag,
    data: { link: notice.link, kind: notice.kind },
    icon: NOTIFICATION_ICON,
    silent: !notice.alert,
    renotify: notice.alert,
  };
}
