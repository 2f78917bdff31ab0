import type { Match } from "./Match";
import { isLateCancellation } from "./matchStatus";
import { LATE_CANCELLATIONS_BEFORE_NO_WAITLIST } from "./meetupRules";

/**
 * Whether the waitlist is closed to the student for a meal day, given that day's matches: after
 * LATE_CANCELLATIONS_BEFORE_NO_WAITLIST late cancellations, no more waitlist matches that day.
 */
export function waitlistClosedFor(uid: string, dayMatches: readonly Match[]): boolean {
  const lateCancellations = dayMatches.filter((match) => {
    const member = match.members[uid];
    return member !== undefined && isLateCancellation(match, member);
  }).length;
  return lateCancellations >= LATE_CANCELLATIONS_BEFORE_NO_WAITLIST;
}
