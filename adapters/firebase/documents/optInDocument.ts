import type { OptIn } from "../../../domain/meetups/OptIn";
import { millisList, millisOr, type TimeCodec } from "./timeCodec";

/**
 * `days/{dayId}/schools/{school}/opt_ins/{uid}` as stored: the domain's OptIn, times as Timestamps,
 * snake_case fields.
 */
export function toOptInDocument(optIn: OptIn, codec: TimeCodec): Record<string, unknown> {
  return {
    day_id: optIn.dayId,
    uid: optIn.uid,
    school: optIn.school,
    slots: optIn.slots.map((slot) => codec.fromMillis(slot)),
    waitlist_slots: optIn.waitlistSlots.map((slot) => codec.fromMillis(slot)),
    updated_at: codec.fromMillis(optIn.updatedAt),
  };
}

export function fromOptInDocument(data: Record<string, unknown>, codec: TimeCodec): OptIn {
  return {
    dayId: String(data.day_id ?? ""),
    uid: String(data.uid ?? ""),
    school: String(data.school ?? ""),
    slots: millisList(codec, data.slots),
    updatedAt: millisOr(codec, data.updated_at, 0),
    waitlistSlots: millisList(codec, data.waitlist_slots),
  };
}
