/**
 * What a student can turn off, one switch each on /profile (Notifications). Each notification the
 * system sends is of one kind.
 */
export const NOTIFICATION_KINDS = [
  "matched",
  "partner",
  "reminders",
  "seats",
  "mixers",
  "messages",
  "reviews",
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === "string" && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
