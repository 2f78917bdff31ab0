import type { DeviceSubscription } from "./PushDevice";

/**
 * A student's own devices that take notifications (student): one subscription per device, written
 * and removed by that student only (`users/{uid}/push_subscriptions/{deviceId}` on Firebase).
 */
export interface PushSubscriptionStore {
  save(uid: string, subscription: DeviceSubscription): Promise<void>;
  remove(uid: string, deviceId: string): Promise<void>;
}
