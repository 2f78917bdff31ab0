import type { Match } from "../../meetups/Match";
import type { EpochMillis } from "../../shared/EpochMillis";

/**
 * When a match's next notification may be due (its due index), as worked out from the match as
 * NotifyMatch read it (`basedOn`): null when nothing is left to tell.
 */
export interface NextPush {
  readonly at: EpochMillis | null;
  readonly basedOn: Match;
}

/** A match whose next notification is due, with the moment it was due at (the page's cursor). */
export interface DuePush {
  readonly match: Match;
  readonly at: EpochMillis;
}

/** Where the due jobs' page of matches to notify ends: the last one's moment and id. */
export interface DuePushCursor {
  readonly at: EpochMillis;
  readonly matchId: string;
}

/** What NotifyMatch records on a match (system only): the notices it sends, and when the next is due. */
export interface MatchNoticeLedger {
  /**
   * Adds `keys` to the match's notices, atomically: answers the keys this call added (those not
   * there before), so that of two calls at once each key goes to one. In the same change, records
   * `next.at` as the match's due index, unless the match changed since `next.basedOn` was read
   * (apart from its notices): the run that follows that change records it. A match that is not
   * there claims nothing.
   */
  claimNotices(matchId: string, keys: readonly string[], next: NextPush): Promise<readonly string[]>;
  /**
   * The matches whose next notification is due at or before `now`, by their moment then id, at
   * most `limit` of them after `after`: the due jobs read these, never a whole day.
   */
  duePushes(now: EpochMillis, limit: number, after: DuePushCursor | null): Promise<readonly DuePush[]>;
}
