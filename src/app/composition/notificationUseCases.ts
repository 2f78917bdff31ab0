import { BrowserPushDevice } from "../../../adapters/browser/BrowserPushDevice";
import { DeviceNotifications } from "../../../domain/notifications/DeviceNotifications";
import type { PushSubscriptionStore } from "../../../domain/notifications/ports/PushSubscriptionStore";
import type { ProfileStore } from "../../../domain/profile/ports/ProfileStore";
import type { Session } from "../../../domain/session/Session";
import type { Clock } from "../../../domain/shared/ports/Clock";

export interface NotificationPorts {
  readonly session: Session;
  readonly subscriptions: PushSubscriptionStore;
  readonly profiles: ProfileStore;
  readonly clock: Clock;
  readonly vapidPublicKey: string | null;
}

/**
 * Notifications on this device (the permission, the subscription, the student's choices): a module
 * of its own, loaded with the first call (the profile's Notifications section, the offer after a
 * first opt-in, a log-out), never by a public page.
 */
export function createNotificationUseCases(ports: NotificationPorts) {
  return {
    deviceNotifications: new DeviceNotifications({
      ...ports,
      device: new BrowserPushDevice(window, ports.vapidPublicKey),
    }),
  };
}
