import type { MixerEvent, Rsvp } from "../../domain/mixers/MixerEvent";

/** A student's RSVP to `event` as the system writes one: going, since `rsvpAt` 0, unless told. */
export function anRsvp(event: Pick<MixerEvent, "id" | "mixer">, uid: string, fields: Partial<Rsvp> = {}): Rsvp {
  return {
    eventId: event.id,
    mixerId: event.mixer.id,
    school: "state.edu",
    uid,
    status: "going",
    position: null,
    rsvpAt: 0,
    promotedAt: null,
    cancelledAt: null,
    checkedInAt: null,
    circle: null,
    notices: [],
    ...fields,
  };
}
