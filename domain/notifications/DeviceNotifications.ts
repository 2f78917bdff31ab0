import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { Session } from "../session/Session";
import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import { ServiceUnreachableError } from "../shared/serviceErrors";
import {
  type NotificationPreferences,
  notificationPreferencesOf,
  storedNotificationPreferences,
} from "./NotificationPreferences";
import { NotificationsError } from "./notificationErrors";
import type { NotificationPermissionState, PushDevice } from "./ports/PushDevice";
import type { PushSubscriptionStore } from "./ports/PushSubscriptionStore";

export interface DeviceNotificationsPorts {
  readonly session: Session;
  readonly device: PushDevice;
  readonly subscriptions: PushSubscriptionStore;
  readonly profiles: ProfileStore;
  readonly clock: Clock;
}

/** Where this device stands: the browser's permission, and whether it takes the student's notifications. */
export interface DeviceNotificationsStatus {
  readonly permission: NotificationPermissionState;
  readonly on: boolean;
}

/**
 * A student's notifications on this device (student): turned on only on their tap (the browser
 * asks them then, never as a page loads), which subscribes the device and records it as theirs; off
 * again, or at log-out, which removes the record and the subscription. And their choices: the kinds
 * and quiet hours, kept in their profile for every device.
 */
export class DeviceNotifications {
  readonly #ports: DeviceNotificationsPorts;

  constructor(ports: DeviceNotificationsPorts) {
    this.#ports = ports;
  }

  async status(): Promise<DeviceNotificationsStatus> {
    const { device } = this.#ports;
    const permission = device.permission();
    if (permission !== "granted") return { permission, on: false };
    return { permission, on: (await device.current().catch(() => null)) !== null };
  }

  async turnOn(): Promise<void> {
    const uid = this.#uid();
    const { device } = this.#ports;
    if (device.permission() === "unsupported") throw new NotificationsError("unsupported");
    const permission = await device.requestPermission();
    if (permission !== "granted") throw new NotificationsError(permission === "unsupported" ? "unsupported" : "denied");
    await this.#backend(async () => {
      const subscription = await device.subscribe();
      await this.#ports.subscriptions.save(uid, subscription);
    });
  }

  async turnOff(): Promise<void> {
    const uid = this.#uid();
    await this.#backend(() => this.#forget(uid));
  }

  /** At log-out, while still signed in: this device stops taking the account's notifications. */
  async forgetDevice(uid: string): Promise<void> {
    await withBackendTimeout(this.#ports.clock, this.#forget(uid));
  }

  async preferences(): Promise<NotificationPreferences> {
    const uid = this.#uid();
    return this.#backend(async () => notificationPreferencesOf(await this.#ports.profiles.read(uid)));
  }

  async savePreferences(preferences: NotificationPreferences): Promise<void> {
    const uid = this.#uid();
    await this.#backend(() =>
      this.#ports.profiles.merge(uid, { notifications: storedNotificationPreferences(preferences) }),
    );
  }

  async #forget(uid: string): Promise<void> {
    const { device, subscriptions } = this.#ports;
    const current = await device.current();
    if (current === null) return;
    await subscriptions.remove(uid, current.deviceId);
    await device.unsubscribe();
  }

  #uid(): string {
    const user = this.#ports.session.current();
    if (user === null) throw new NotificationsError("signed-out");
    return user.uid;
  }

  async #backend<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await withBackendTimeout(this.#ports.clock, call());
    } catch (error) {
      if (error instanceof NotificationsError) throw error;
      throw new NotificationsError(error instanceof ServiceUnreachableError ? "unreachable" : "unexpected", {
        cause: error,
      });
    }
  }
}
