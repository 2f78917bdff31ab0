import type { Match, MatchMember } from "../meetups/Match";
import type { EpochMillis } from "../shared/EpochMillis";
import {
  LOCATION_SHARING_CLOSES_AFTER_START_MS,
  LOCATION_SHARING_OPENS_BEFORE_MEAL_MS,
} from "./approximateLocationRules";

export const locationSharingOpensAt = (match: Match): EpochMillis => match.slot - LOCATION_SHARING_OPENS_BEFORE_MEAL_MS;

/** When the window ends: every position shared on the match is deleted then (its `expires_at`). */
export const locationSharingEndsAt = (match: Match): EpochMillis => match.slot + LOCATION_SHARING_CLOSES_AFTER_START_MS;

/** Why a member may not share their position on a match now. */
export type LocationSharingRefusal = "not-a-member" | "not-confirmed" | "outside-window";

/** A member who confirmed and has not cancelled. */
const isStillIn = (member: MatchMember | undefined): boolean =>
  member !== undefined && member.confirmedAt !== null && member.cancelledAt === null;

const isInWindow = (match: Match, now: EpochMillis): boolean =>
  now >= locationSharingOpensAt(match) && now < locationSharingEndsAt(match);

/**
 * Whether `uid` may share their approximate position on the match at `now` (the same rule as
 * server's rules on `locations`): a member who confirmed and is still in, with at least one other
 * member who confirmed and is still in (a confirmed meeting), from 15 minutes before the meal until
 * 30 minutes after it starts.
 */
export function whyCannotShareLocation(match: Match, uid: string, now: EpochMillis): LocationSharingRefusal | null {
  if (!match.memberIds.includes(uid) || match.members[uid] === undefined) return "not-a-member";
  const anotherStillIn = match.memberIds.some((other) => other !== uid && isStillIn(match.members[other]));
  if (!isStillIn(match.members[uid]) || !anotherStillIn) return "not-confirmed";
  return isInWindow(match, now) ? null : "outside-window";
}

/** Whether `viewerUid` may see what `sharerUid` shares on the match at `now`: another member still in, inside the window (the store's time). */
export function mayFollowLocations(match: Match, viewerUid: string, sharerUid: string, now: EpochMillis): boolean {
  return (
    viewerUid !== sharerUid &&
    match.memberIds.includes(viewerUid) &&
    isStillIn(match.members[viewerUid]) &&
    isInWindow(match, now)
  );
}
