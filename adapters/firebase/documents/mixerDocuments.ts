import type { MixerEvent, Rsvp, RsvpStatus } from "../../../domain/mixers/MixerEvent";
import { fromPlacesDocument, toPlacesDocument } from "./placesDocument";
import { millisOr, optionalTime, type TimeCodec } from "./timeCodec";

/**
 * `mixers/{eventId}` as stored: one school's mixer, snake_case fields, times as Timestamps, its place
 * as the places documents keep one. Only the functions write it.
 */
export function toMixerEventDocument(event: MixerEvent, codec: TimeCodec): Record<string, unknown> {
  return {
    mixer_id: event.mixer.id,
    title: event.mixer.title,
    starts_at: codec.fromMillis(event.mixer.startsAt),
    ends_at: codec.fromMillis(event.mixer.endsAt),
    capacity: event.mixer.capacity,
    school: event.school,
    place: event.place === null ? null : (toPlacesDocument([event.place]).places as unknown[])[0],
    going: event.going,
    waitlisted: event.waitlisted,
    circles_formed_at: optionalTime(codec, event.circlesFormedAt),
    circles: event.circles,
    notices: [...event.notices],
  };
}

export function fromMixerEventDocument(id: string, data: Record<string, unknown>, codec: TimeCodec): MixerEvent {
  return {
    id,
    mixer: {
      id: String(data.mixer_id ?? ""),
      title: String(data.title ?? ""),
      startsAt: millisOr(codec, data.starts_at, 0),
      endsAt: millisOr(codec, data.ends_at, 0),
      capacity: numberOr(data.capacity, 0),
    },
    school: String(data.school ?? ""),
    place: fromPlacesDocument({ places: [data.place] })[0] ?? null,
    going: numberOr(data.going, 0),
    waitlisted: numberOr(data.waitlisted, 0),
    circlesFormedAt: codec.toMillis(data.circles_formed_at),
    circles: numberOr(data.circles, 0),
    notices: texts(data.notices),
  };
}

/**
 * `mixers/{eventId}/rsvps/{uid}` as the system writes it: every field but `checked_in_at`, which is
 * the student's own ("I'm here", at the server's time), so that a change of the system's never
 * writes over a check-in made meanwhile. (A check-in from before the last RSVP does not count:
 * isCheckedIn.)
 */
export function toRsvpDocument(rsvp: Rsvp, codec: TimeCodec): Record<string, unknown> {
  return {
    event_id: rsvp.eventId,
    mixer_id: rsvp.mixerId,
    school: rsvp.school,
    uid: rsvp.uid,
    status: rsvp.status,
    position: rsvp.position,
    rsvp_at: codec.fromMillis(rsvp.rsvpAt),
    promoted_at: optionalTime(codec, rsvp.promotedAt),
    cancelled_at: optionalTime(codec, rsvp.cancelledAt),
    circle: rsvp.circle,
    notices: [...rsvp.notices],
  };
}

const STATUSES: readonly RsvpStatus[] = ["going", "waitlisted", "cancelled"];

export function fromRsvpDocument(data: Record<string, unknown>, codec: TimeCodec): Rsvp {
  const status = STATUSES.find((known) => known === data.status) ?? "cancelled";
  return {
    eventId: String(data.event_id ?? ""),
    mixerId: String(data.mixer_id ?? ""),
    school: String(data.school ?? ""),
    uid: String(data.uid ?? ""),
    status,
    position: typeof data.position === "number" ? data.position : null,
    rsvpAt: millisOr(codec, data.rsvp_at, 0),
    promotedAt: codec.toMillis(data.promoted_at),
    cancelledAt: codec.toMillis(data.cancelled_at),
    checkedInAt: codec.toMillis(data.checked_in_at),
    circle: typeof data.circle === "number" ? data.circle : null,
    notices: texts(data.notices),
  };
}

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
