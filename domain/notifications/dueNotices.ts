import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS } from "../shared/time";
import { type NotificationPreferences, wantsKind } from "./NotificationPreferences";
import type { PushNotice } from "./PushNotice";
import { deliveryMoment } from "./quietHours";

/** One thing a student may be told, from `dueAt` until `usefulUntil`; `key` is unique for the student on what it is about. */
export interface NoticeCandidate {
  readonly key: string;
  readonly reminder: boolean;
  readonly dueAt: EpochMillis;
  readonly usefulUntil: EpochMillis;
  readonly notice: PushNotice;
}

/** A reminder may move a day early at most (out of quiet hours); anything else never comes before it is due. */
export function mayBeDue(candidate: NoticeCandidate, now: EpochMillis): boolean {
  return now < candidate.usefulUntil && now >= candidate.dueAt - (candidate.reminder ? DAY_MS : 0);
}

/**
 * When a candidate may be shown: in a kind the student keeps on, as their quiet hours allow
 * (deliveryMoment: held to their end, a reminder moved before them); null when never.
 */
export function deliveryMomentOf(
  candidate: NoticeCandidate,
  preferences: NotificationPreferences,
  timeZone: string | null,
): EpochMillis | null {
  if (!wantsKind(preferences, candidate.notice.kind)) return null;
  return deliveryMoment(candidate.dueAt, candidate.usefulUntil, candidate.reminder, preferences.quietHours, timeZone);
}

/** Of the candidates, those to show now (deliveryMomentOf), while still of use. */
export function deliverableNow(
  candidates: readonly NoticeCandidate[],
  preferences: NotificationPreferences,
  timeZone: string | null,
  now: EpochMillis,
): NoticeCandidate[] {
  return candidates.filter((candidate) => {
    const moment = deliveryMomentOf(candidate, preferences, timeZone);
    return moment !== null && moment <= now && now < candidate.usefulUntil;
  });
}

/** The one to show of several due at once: the latest, which replaces the others (one tag). */
export function latestOf<T extends NoticeCandidate>(candidates: readonly T[]): T | null {
  return candidates.reduce<T | null>(
    (latest, candidate) => (latest === null || candidate.dueAt >= latest.dueAt ? candidate : latest),
    null,
  );
}
