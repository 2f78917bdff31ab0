import { formIcebreakerCircles, type MixerAttendee } from "../matching/icebreakerCircles";
import { pairKey } from "../matching/pairKey";
import type { EpochMillis } from "../shared/EpochMillis";
import { isCheckedIn, type MixerEvent, type Rsvp } from "./MixerEvent";
import { CIRCLE_MAX_WITH_LATECOMERS } from "./mixerRules";
import type { MixerChange } from "./ports/MixerLedger";

/**
 * The icebreaker circles of a school's mixer, as pure decisions.
 *
 * At the start, everyone who checked in is split into circles of 4 to 6 by the seating algorithm
 * (formIcebreakerCircles: shared interests and a mix of majors, never a blocked or reported pair
 * together). Nobody is left standing alone: those the numbers leave out (the seventh of seven) join
 * the smallest circle they may join; fewer than four make one circle together.
 *
 * Whoever checks in later (a latecomer) joins the smallest circle they may join that has fewer than
 * CIRCLE_MAX_WITH_LATECOMERS; when there is none, a new circle opens with them, and the next
 * latecomers join it first. "May join": nobody in it they must not meet.
 */

/** What the seating knows of each attendee (by uid); one without a profile is seated all the same. */
export type AttendeeProfiles = ReadonlyMap<string, MixerAttendee>;

/**
 * The circles at the start: every checked-in attendee in one; the event marked as formed (also when
 * nobody came). Null when they were formed already (they are formed once).
 */
export function formCircles(
  event: MixerEvent,
  rsvps: readonly Rsvp[],
  profiles: AttendeeProfiles,
  excludedPairs: ReadonlySet<string>,
  now: EpochMillis,
): MixerChange | null {
  if (event.circlesFormedAt !== null) return null;
  const here = rsvps.filter(isCheckedIn).sort((a, b) => (a.uid < b.uid ? -1 : 1));
  const attendees = here.map(
    (rsvp) => profiles.get(rsvp.uid) ?? { id: rsvp.uid, interests: [], dietary: [], major: "" },
  );
  const seating = formIcebreakerCircles(attendees, excludedPairs);
  const circles: string[][] = seating.circles.map((circle) => [...circle]);
  // Fewer than a circle's smallest size (they stand together), the seventh of seven, or one whom
  // blocks kept out: each joins the smallest circle they may join, however full.
  for (const { id } of seating.leftOut) join(circles, id, excludedPairs, Number.POSITIVE_INFINITY);
  const circleOf = new Map(circles.flatMap((members, index) => members.map((uid) => [uid, index] as const)));
  return {
    event: { ...event, circlesFormedAt: now, circles: circles.length },
    rsvps: here.map((rsvp) => ({ ...rsvp, circle: circleOf.get(rsvp.uid) ?? null })),
  };
}

/**
 * After the start: each checked-in attendee still without a circle (in the order they checked in)
 * joins one. Null when there is nobody to seat, or the circles are not formed yet.
 */
export function seatLatecomers(
  event: MixerEvent,
  rsvps: readonly Rsvp[],
  excludedPairs: ReadonlySet<string>,
): MixerChange | null {
  if (event.circlesFormedAt === null) return null;
  const waiting = rsvps
    .filter((rsvp) => isCheckedIn(rsvp) && rsvp.circle === null)
    .sort((a, b) => (a.checkedInAt ?? 0) - (b.checkedInAt ?? 0) || (a.uid < b.uid ? -1 : 1));
  if (waiting.length === 0) return null;
  const circles: string[][] = Array.from({ length: event.circles }, () => []);
  for (const rsvp of rsvps) {
    if (isCheckedIn(rsvp) && rsvp.circle !== null) circles[rsvp.circle]?.push(rsvp.uid);
  }
  const seated = waiting.map((rsvp) => ({
    ...rsvp,
    circle: join(circles, rsvp.uid, excludedPairs, CIRCLE_MAX_WITH_LATECOMERS),
  }));
  return { event: { ...event, circles: circles.length }, rsvps: seated };
}

/**
 * Puts `uid` in the smallest circle (the first of equals) with fewer than `most` members and nobody
 * they must not meet, or in a new circle; answers its index.
 */
function join(circles: string[][], uid: string, excludedPairs: ReadonlySet<string>, most: number): number {
  let best = -1;
  circles.forEach((members, index) => {
    const mayJoin = members.length < most && members.every((other) => !excludedPairs.has(pairKey(uid, other)));
    if (mayJoin && (best === -1 || members.length < (circles[best]?.length ?? 0))) best = index;
  });
  if (best === -1) {
    circles.push([uid]);
    return circles.length - 1;
  }
  circles[best]?.push(uid);
  return best;
}
