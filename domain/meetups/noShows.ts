import type { EpochMillis } from "../shared/EpochMillis";
import type { Match } from "./Match";
import { hasTakenPlace, meetingMembers } from "./matchStatus";
import { NO_SHOW_PAUSE_MS, NO_SHOW_WINDOW_MS, NO_SHOWS_BEFORE_PAUSE } from "./meetupRules";

/**
 * The meals a student missed: they said they could not go, or another member said they did not
 * come (and they did not say they met). Only meals that were on, once their time has come, count.
 */
export function noShowsOf(uid: string, matches: readonly Match[], now: EpochMillis): Match[] {
  return matches.filter((match) => {
    if (!hasTakenPlace(match, now)) return false;
    const meeting = meetingMembers(match, now);
    const self = meeting.find((member) => member.uid === uid);
    if (self === undefined) return false;
    if (self.feedback?.met === "i-could-not-go") return true;
    if (self.feedback?.met === "yes") return false;
    return meeting.some((member) => member.uid !== uid && member.feedback?.met === "they-did-not-come");
  });
}

/**
 * The no-show policy: two no-shows within eight weeks pause matching for four weeks from the
 * second. Returns when the pause ends, or null when matching is not paused.
 */
export function noShowPauseUntil(uid: string, matches: readonly Match[], now: EpochMillis): EpochMillis | null {
  const recent = noShowsOf(uid, matches, now)
    .map((match) => match.slot)
    .filter((slot) => slot >= now - NO_SHOW_WINDOW_MS - NO_SHOW_PAUSE_MS)
    .sort((a, b) => a - b);
  for (let index = recent.length - 1; index >= NO_SHOWS_BEFORE_PAUSE - 1; index--) {
    const last = recent[index] as EpochMillis;
    const first = recent[index - NO_SHOWS_BEFORE_PAUSE + 1] as EpochMillis;
    if (last - first <= NO_SHOW_WINDOW_MS && now < last + NO_SHOW_PAUSE_MS) return last + NO_SHOW_PAUSE_MS;
  }
  return null;
}
