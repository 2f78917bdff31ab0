import type { EpochMillis } from "../../../domain/shared/EpochMillis";

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: "long", month: "long", day: "numeric" });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const dayTimeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Wednesday, November 25", in the browser's language and time zone. */
export const formatDay = (instant: EpochMillis): string => dayFormat.format(instant);
/** "12:30 PM". */
export const formatTime = (instant: EpochMillis): string => timeFormat.format(instant);
/** "Wednesday, November 25 at 12:30 PM". */
export const formatDayTime = (instant: EpochMillis): string => dayTimeFormat.format(instant);
/** The `dateTime` of a `<time>` element. */
export const isoOf = (instant: EpochMillis): string => new Date(instant).toISOString();
