import type { EpochMillis } from "../../shared/EpochMillis";
import type { ProfileDocument } from "../UserProfile";

/** Profiles (`users/{uid}`) as the system keeps them (the system only): erased, and suspended by the team. */
export interface ProfileRecords {
  /** The document as stored (times as epoch milliseconds), or null when there is none. */
  read(uid: string): Promise<ProfileDocument | null>;
  /** Removes the document; nothing happens when there is none. */
  remove(uid: string): Promise<void>;
  /** The trust and safety team's suspension: `suspended_until` and why (`suspension_reason`), nothing else changed. */
  suspend(uid: string, until: EpochMillis, reason: string): Promise<void>;
}
