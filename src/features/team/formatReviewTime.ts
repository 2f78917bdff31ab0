import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { teamCopy } from "./teamCopy";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export const formatWhen = (instant: EpochMillis): string => dateTime.format(instant);

/** The time left until a review is due, or how long it is overdue ("5 h 20 min left"). */
export function timeToDue(dueAt: EpochMillis, now: EpochMillis): string {
  const left = Math.abs(dueAt - now);
  const hours = Math.floor(left / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  return dueAt > now ? teamCopy.timeLeft(hours, minutes) : teamCopy.overdueBy(hours, minutes);
}
