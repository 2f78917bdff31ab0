import type { EpochMillis } from "../../../domain/shared/EpochMillis";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A moment as the console shows it: "Nov 28, 2026, 9:30 AM" in the operator's own locale and zone. */
export const formatWhen = (instant: EpochMillis): string => dateTime.format(instant);
