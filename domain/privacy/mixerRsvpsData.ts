import { circleSignal, type Rsvp } from "../mixers/MixerEvent";
import type { MixerRecords } from "../mixers/ports/MixerRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/**
 * `mixers/{eventId}/rsvps/{uid}`: each RSVP to a mixer, its place in line, the check-in and the
 * icebreaker circle. Erased: a place still held is given up first, as any cancellation gives it up
 * (the first in line takes it and is told; `release` does nothing once the mixer has started), then
 * the RSVP is removed. The event keeps only its counts, which name nobody.
 */
export function mixerRsvpsData(records: MixerRecords, release: (rsvp: Rsvp) => Promise<void>): PersonalDataPart {
  return {
    name: "mixer_rsvps",
    async exportFor({ uid }) {
      return (await records.listFor(uid)).map((rsvp) => ({
        mixer: rsvp.mixerId,
        status: rsvp.status,
        place_in_line: rsvp.position,
        rsvp_at: isoTime(rsvp.rsvpAt),
        promoted_at: isoTime(rsvp.promotedAt),
        cancelled_at: isoTime(rsvp.cancelledAt),
        checked_in_at: isoTime(rsvp.checkedInAt),
        circle:
          rsvp.circle === null
            ? null
            : { number: rsvp.circle + 1, colour: circleSignal(rsvp.eventId, rsvp.circle).colourName },
      }));
    },
    async eraseFor({ uid }) {
      for (const rsvp of await records.listFor(uid)) {
        if (rsvp.status !== "cancelled") await release(rsvp);
        await records.remove(rsvp.eventId, uid);
      }
    },
  };
}
