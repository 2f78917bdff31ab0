import type { RescueRecords } from "../rescue/ports/RescueRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/**
 * `standbys` and `rescue_offers`: each "I'm free today", and the rescues offered to or for the
 * student (the other student never by uid). Removed: the match a taken offer made stays a match
 * (the matches' part anonymises it).
 */
export function rescueData(records: RescueRecords): PersonalDataPart {
  return {
    name: "rescue",
    async exportFor({ uid }) {
      const [standbys, offers] = await Promise.all([records.standbysOf(uid), records.offersInvolving(uid)]);
      return {
        standbys: standbys.map((standby) => ({ day: standby.dayId, since: isoTime(standby.since) })),
        offers: offers.map((offer) => ({
          day: offer.dayId,
          you_were: offer.strandedUid === uid ? "left alone" : "asked to join",
          place: offer.place.name,
          time: isoTime(offer.slot),
          offered_at: isoTime(offer.offeredAt),
          taken: offer.takenBy !== null,
          taken_by_you: offer.takenBy === uid,
        })),
      };
    },
    async eraseFor({ uid }) {
      for (const standby of await records.standbysOf(uid)) await records.removeStandby(standby.dayId, uid);
      for (const offer of await records.offersInvolving(uid)) await records.removeOffer(offer.id);
    },
  };
}
