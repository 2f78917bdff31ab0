import type { EpochMillis } from "../shared/EpochMillis";
import type { MixerEvent, Rsvp } from "./MixerEvent";
import { MIXER_WAITLIST_MAX } from "./mixerRules";
import type { MixerChange } from "./ports/MixerLedger";

/**
 * What an RSVP and a cancellation do to a school's mixer, as pure decisions: the ledger applies each
 * as one change (MixerLedger.change), so that however many students RSVP at once, the places are
 * given first come, first served: exactly `capacity` going, the rest in line without gaps.
 */

/** Who RSVPs: a student of the event's school. */
export interface Guest {
  readonly uid: string;
  readonly school: string;
}

/** What an RSVP decided: the change to store (none when the student was already in), and their RSVP. */
export type Reservation =
  | { readonly change: MixerChange | null; readonly rsvp: Rsvp }
  | { readonly change: null; readonly refused: "waitlist-full" };

/**
 * A student's RSVP: going while places are left, else at the back of the line. A student already
 * going or waiting keeps what they have (an RSVP sent twice is one); one who cancelled RSVPs anew.
 */
export function reserve(event: MixerEvent, existing: Rsvp | null, guest: Guest, now: EpochMillis): Reservation {
  if (existing !== null && existing.status !== "cancelled") return { change: null, rsvp: existing };
  const going = event.going < event.mixer.capacity;
  if (!going && event.waitlisted >= MIXER_WAITLIST_MAX) return { change: null, refused: "waitlist-full" };
  const rsvp: Rsvp = {
    eventId: event.id,
    mixerId: event.mixer.id,
    school: guest.school,
    uid: guest.uid,
    status: going ? "going" : "waitlisted",
    position: going ? null : event.waitlisted + 1,
    rsvpAt: now,
    promotedAt: null,
    cancelledAt: null,
    checkedInAt: null,
    circle: null,
    notices: [],
  };
  const next = going ? { ...event, going: event.going + 1 } : { ...event, waitlisted: event.waitlisted + 1 };
  return { change: { event: next, rsvps: [rsvp] }, rsvp };
}

/** What a cancellation decided: the change to store, and whom a freed place went to. */
export interface Release {
  readonly change: MixerChange | null;
  /** Those taken off the waitlist: going now, to be told. */
  readonly promoted: readonly Rsvp[];
}

/**
 * A student cancels: a place they held goes to the first in line (promoted, to be told), and the
 * line moves up; leaving the line moves up those behind. `rsvps` are every RSVP of the event.
 * Nothing changes for a student who is not going or waiting.
 */
export function release(event: MixerEvent, rsvps: readonly Rsvp[], uid: string, now: EpochMillis): Release {
  const mine = rsvps.find((rsvp) => rsvp.uid === uid);
  if (mine === undefined || mine.status === "cancelled") return { change: null, promoted: [] };
  const cancelled: Rsvp = { ...mine, status: "cancelled", position: null, cancelledAt: now, circle: null };
  const line = rsvps
    .filter((rsvp) => rsvp.status === "waitlisted" && rsvp.uid !== uid)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const promoted: Rsvp[] = [];
  if (mine.status === "going" && line.length > 0) {
    const first = line.shift() as Rsvp;
    promoted.push({
      ...first,
      status: "going",
      position: null,
      promotedAt: now,
      // Marked now, in the same change: the email that tells them is sent once, or not at all.
      notices: [...first.notices, PROMOTED_NOTICE],
    });
  }
  const movedUp = line.flatMap((rsvp, index) =>
    rsvp.position === index + 1 ? [] : [{ ...rsvp, position: index + 1 }],
  );
  const going = event.going - (mine.status === "going" ? 1 : 0) + promoted.length;
  return {
    change: {
      event: { ...event, going, waitlisted: line.length },
      rsvps: [cancelled, ...promoted, ...movedUp],
    },
    promoted,
  };
}

/** The notice on an RSVP whose student was told a place freed up for them. */
export const PROMOTED_NOTICE = "promoted";
