import type { DeviceSubscription } from "./PushDevice";

/** Every student's devices, as the system reads them to send (system only). */
export interface PushSubscriptionLedger {
  listFor(uid: string): Promise<readonly DeviceSubscription[]>;
  /** A device whose push service says it is gone (404, 410). */
  remove(uid: string, deviceId: string): Promise<void>;
}
