import type { StoredNotificationChoices } from "../profile/UserProfile";
import { isNotificationKind, type NotificationKind } from "./notificationKinds";
import { MINUTES_PER_DAY } from "./notificationRules";

/** Quiet hours, as minutes of the day on the schedule's clock: from 22:00 to 07:00 is { from: 1320, to: 420 }. */
export interface QuietHours {
  readonly from: number;
  readonly to: number;
}

/**
 * A student's choices, kept in their profile (`notifications`): the kinds they turned off, and
 * their quiet hours (none unless set).
 */
export interface NotificationPreferences {
  readonly off: readonly NotificationKind[];
  readonly quietHours: QuietHours | null;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { off: [], quietHours: null };

/** The stored form, as the profile document holds it. */
export type StoredNotificationPreferences = StoredNotificationChoices;

export const isMinuteOfDay = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < MINUTES_PER_DAY;

/** The preferences a profile holds; what is missing or unreadable falls back to the defaults. */
export function notificationPreferencesOf(
  profile: { readonly notifications?: unknown } | null,
): NotificationPreferences {
  const stored = profile?.notifications;
  if (typeof stored !== "object" || stored === null) return DEFAULT_NOTIFICATION_PREFERENCES;
  const { off, quiet_hours: quiet } = stored as Partial<StoredNotificationPreferences>;
  const quietHours =
    typeof quiet === "object" &&
    quiet !== null &&
    isMinuteOfDay(quiet.from) &&
    isMinuteOfDay(quiet.to) &&
    quiet.from !== quiet.to
      ? { from: quiet.from, to: quiet.to }
      : null;
  return { off: Array.isArray(off) ? [...new Set(off.filter(isNotificationKind))] : [], quietHours };
}

export function storedNotificationPreferences(preferences: NotificationPreferences): StoredNotificationPreferences {
  return {
    off: [...preferences.off],
    quiet_hours: preferences.quietHours === null ? null : { ...preferences.quietHours },
  };
}

export const wantsKind = (preferences: NotificationPreferences, kind: NotificationKind): boolean =>
  !preferences.off.includes(kind);
