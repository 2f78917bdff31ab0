import { instantOfWallTime, wallTimeAt } from "../schedule/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS } from "../shared/time";
import type { QuietHours } from "./NotificationPreferences";
import { QUIET_HOURS_LEAD_MS } from "./notificationRules";

/** The quiet hours that `instant` falls in (their start and end), or null when it falls in none. */
export function quietSpanAround(
  instant: EpochMillis,
  quiet: QuietHours | null,
  timeZone: string | null,
): { readonly start: EpochMillis; readonly end: EpochMillis } | null {
  if (quiet === null || quiet.from === quiet.to) return null;
  // The span that began on the instant's day, or on the day before (quiet hours across midnight).
  for (const daysBack of [0, 1]) {
    const wall = wallTimeAt(instant - daysBack * DAY_MS, timeZone);
    const start = instantOfWallTime(wall, Math.floor(quiet.from / 60), quiet.from % 60, timeZone);
    const endDay = quiet.to > quiet.from ? wall : wallTimeAt(start + DAY_MS, timeZone);
    const end = instantOfWallTime(endDay, Math.floor(quiet.to / 60), quiet.to % 60, timeZone);
    if (start <= instant && instant < end) return { start, end };
  }
  return null;
}

/**
 * When a notification due at `dueAt` is shown, with quiet hours: at once outside them; inside
 * them, at their end if that is still before `usefulUntil`. Otherwise a reminder moves out of them
 * the other way, to just before they begin (QUIET_HOURS_LEAD_MS; it never vanishes), and anything else is not shown
 * (null): the app and the emails still say it.
 */
export function deliveryMoment(
  dueAt: EpochMillis,
  usefulUntil: EpochMillis,
  reminder: boolean,
  quiet: QuietHours | null,
  timeZone: string | null,
): EpochMillis | null {
  const span = quietSpanAround(dueAt, quiet, timeZone);
  if (span === null) return dueAt;
  if (span.end < usefulUntil) return span.end;
  return reminder ? span.start - QUIET_HOURS_LEAD_MS : null;
}
