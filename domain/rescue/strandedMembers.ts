import type { Match } from "../meetups/Match";
import { confirmDeadlineOf, isLateCancellation, matchStatus, membersOf } from "../meetups/matchStatus";
import { MEETING_WINDOW_AFTER_START_MS } from "../meetups/meetupRules";
import type { EpochMillis } from "../shared/EpochMillis";
import { NO_ARRIVAL_AFTER_START_MS } from "./rescueRules";

/**
 * The members of a lunch for two that fell apart on the day who are left alone, at `now`:
 * - their partner cancelled late (after the free window) and they are the only one still in (and
 *   had confirmed, once confirming is over): a trio's two who remain have each other;
 * - or the meal is on, they said "I'm here", and NO_ARRIVAL_AFTER_START_MS after the start their
 *   partner has said nothing.
 * Only until the colour screen closes: after that nobody is waiting at the door any more.
 */
export function strandedMembers(match: Match, now: EpochMillis): string[] {
  if (match.kind !== "lunch-for-two" || match.place === null) return [];
  if (now >= match.slot + MEETING_WINDOW_AFTER_START_MS) return [];
  const members = membersOf(match);
  const stillIn = members.filter((member) => member.cancelledAt === null);
  if (members.some((member) => isLateCancellation(match, member))) {
    const confirmingOver = now >= confirmDeadlineOf(match);
    const left = stillIn.filter((member) => !confirmingOver || member.confirmedAt !== null);
    // A trio's two who are still in eat together: nobody there is alone.
    return left.length === 1 ? left.map((member) => member.uid) : [];
  }
  if (matchStatus(match, now) !== "on" || now < match.slot + NO_ARRIVAL_AFTER_START_MS) return [];
  const here = stillIn.filter((member) => member.arrival?.kind === "here");
  const silent = stillIn.filter((member) => member.arrival === null);
  return here.length === 1 && silent.length === stillIn.length - 1 ? here.map((member) => member.uid) : [];
}
