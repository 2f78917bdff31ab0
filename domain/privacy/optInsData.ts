import type { OptInRecords } from "../meetups/ports/OptInRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/** `days/{dayId}/schools/{school}/opt_ins/{uid}`: each "I'm in", and the waitlist. Removed. */
export function optInsData(optIns: OptInRecords): PersonalDataPart {
  return {
    name: "opt_ins",
    async exportFor({ uid }) {
      return (await optIns.listFor(uid)).map((optIn) => ({
        day: optIn.dayId,
        times: optIn.slots.map(isoTime),
        waitlist_times: optIn.waitlistSlots.map(isoTime),
        updated_at: isoTime(optIn.updatedAt),
      }));
    },
    async eraseFor({ uid }) {
      for (const optIn of await optIns.listFor(uid)) await optIns.remove(optIn.dayId, uid, optIn.school);
    },
  };
}
