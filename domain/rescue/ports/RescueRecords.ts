import type { RescueOffer } from "../RescueOffer";
import type { Standby } from "../Standby";

/** One student's rescue records, whatever the day (the system only): for their download and their erasure. */
export interface RescueRecords {
  standbysOf(uid: string): Promise<readonly Standby[]>;
  /** The offers the student is in, as the one left alone or as the candidate. */
  offersInvolving(uid: string): Promise<readonly RescueOffer[]>;
  removeStandby(dayId: string, uid: string): Promise<void>;
  removeOffer(offerId: string): Promise<void>;
}
