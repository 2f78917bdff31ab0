import type { Place } from "../../../domain/meetups/Place";
import type { RescueOffer } from "../../../domain/rescue/RescueOffer";
import type { Standby } from "../../../domain/rescue/Standby";
import { millisOr, optionalTime, type TimeCodec } from "./timeCodec";

/** `standbys/{dayId}_{uid}`: a student's "I'm free today" (written by the functions only). */
export function toStandbyDocument(standby: Standby, codec: TimeCodec): Record<string, unknown> {
  return { day_id: standby.dayId, uid: standby.uid, school: standby.school, since: codec.fromMillis(standby.since) };
}

export function fromStandbyDocument(data: Record<string, unknown>, codec: TimeCodec): Standby {
  return {
    dayId: String(data.day_id ?? ""),
    uid: String(data.uid ?? ""),
    school: String(data.school ?? ""),
    since: millisOr(codec, data.since, 0),
  };
}

/** `rescue_offers/{offerId}`: a rescue offered (written by the functions only). */
export function toRescueOfferDocument(offer: RescueOffer, codec: TimeCodec): Record<string, unknown> {
  return {
    day_id: offer.dayId,
    school: offer.school,
    match_id: offer.matchId,
    stranded_uid: offer.strandedUid,
    candidate_uid: offer.candidateUid,
    candidate_kind: offer.candidateKind,
    table_id: offer.tableId,
    member_ids: [offer.strandedUid, offer.candidateUid].sort(),
    place: {
      id: offer.place.id,
      name: offer.place.name,
      meeting_point: offer.place.meetingPoint,
      address: offer.place.address,
    },
    slot: codec.fromMillis(offer.slot),
    offered_at: codec.fromMillis(offer.offeredAt),
    taken_by: offer.takenBy,
    taken_at: optionalTime(codec, offer.takenAt),
    rescue_match_id: offer.rescueMatchId,
    ...(offer.pushState === undefined ? {} : { push_state: offer.pushState }),
  };
}

const candidateKindOf = (value: unknown): RescueOffer["candidateKind"] =>
  value === "alone" || value === "table" ? value : "standby";

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function fromRescueOfferDocument(id: string, data: Record<string, unknown>, codec: TimeCodec): RescueOffer {
  const place = (typeof data.place === "object" && data.place !== null ? data.place : {}) as Record<string, unknown>;
  const told: Place = {
    id: text(place.id),
    name: text(place.name),
    meetingPoint: text(place.meeting_point),
    address: text(place.address),
  };
  return {
    id,
    dayId: text(data.day_id),
    school: text(data.school),
    matchId: text(data.match_id),
    strandedUid: text(data.stranded_uid),
    candidateUid: text(data.candidate_uid),
    candidateKind: candidateKindOf(data.candidate_kind),
    tableId: typeof data.table_id === "string" ? data.table_id : null,
    place: told,
    slot: millisOr(codec, data.slot, 0),
    offeredAt: millisOr(codec, data.offered_at, 0),
    takenBy: typeof data.taken_by === "string" ? data.taken_by : null,
    takenAt: codec.toMillis(data.taken_at),
    rescueMatchId: typeof data.rescue_match_id === "string" ? data.rescue_match_id : null,
    ...(data.push_state === "told" || data.push_state === "withdrawn" ? { pushState: data.push_state } : {}),
  };
}
