import type { EpochMillis } from "../../shared/EpochMillis";
import type { DeviceSubscription } from "./PushDevice";

/** A notification as kept after it was shown (offline only: the functions keep no copy of what they push). */
export interface ShownNotification {
  readonly title: string;
  readonly body: string;
  readonly link: string;
  readonly sentAt: EpochMillis;
}

/** What is kept of a student's notifications, for their download and erasure (system only). */
export interface NotificationRecords {
  devicesOf(uid: string): Promise<readonly DeviceSubscription[]>;
  shownTo(uid: string): Promise<readonly ShownNotification[]>;
  /** Their devices and what was kept of their notifications. */
  removeAllFor(uid: string): Promise<void>;
}
