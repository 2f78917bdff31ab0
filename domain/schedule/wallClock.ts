import type { EpochMillis } from "../shared/EpochMillis";
import { MINUTE_MS } from "../shared/time";

/** A calendar date and time of day as a clock on the wall shows it somewhere. */
export interface WallTime {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** 0 = Sunday. */
  readonly weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The wall time at `instant` in `timeZone` (IANA), or in the device's own zone for null. */
export function wallTimeAt(instant: EpochMillis, timeZone: string | null): WallTime {
  if (timeZone === null) {
    const date = new Date(instant);
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      weekday: date.getDay(),
    };
  }
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: SHORT_WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

/**
 * The instant a wall clock in `timeZone` shows this date and time. In a daylight-saving gap (a time
 * that never happens) it is the instant the clocks jump to; in an overlap, the first of the two.
 */
export function instantOfWallTime(
  date: { readonly year: number; readonly month: number; readonly day: number },
  hour: number,
  minute: number,
  timeZone: string | null,
): EpochMillis {
  if (timeZone === null) return new Date(date.year, date.month - 1, date.day, hour, minute).getTime();
  const asIfUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // The zone's offset at a first guess, then at the corrected instant (they differ only near a change).
  let instant = asIfUtc - offsetAt(asIfUtc, timeZone);
  instant = asIfUtc - offsetAt(instant, timeZone);
  return instant;
}

/** How far the zone's wall clock is ahead of UTC at `instant`. */
function offsetAt(instant: EpochMillis, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return wallAsUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}
