import type {
  DeviceSubscription,
  NotificationPermissionState,
  PushDevice,
} from "../../domain/notifications/ports/PushDevice";

/** Where this browser keeps the name the site gave it (one subscription per device). */
export const DEVICE_ID_KEY = "strangers.deviceId";

/**
 * This browser's notifications: the Notifications API's permission and, through the site's service
 * worker, its Web Push subscription (with the server's VAPID public key). Without a key (the local
 * backend, which has no push service) the device is named and no more: the local system shows its
 * notifications through the same service worker itself (LocalPushNotifications).
 */
export class BrowserPushDevice implements PushDevice {
  readonly #window: Window;
  readonly #vapidPublicKey: string | null;

  constructor(window: Window, vapidPublicKey: string | null) {
    this.#window = window;
    this.#vapidPublicKey = vapidPublicKey;
  }

  permission(): NotificationPermissionState {
    const { Notification: api, navigator } = this.#window as Window & { Notification?: typeof Notification };
    if (api === undefined || !("serviceWorker" in navigator)) return "unsupported";
    return api.permission;
  }

  async requestPermission(): Promise<NotificationPermissionState> {
    if (this.permission() === "unsupported") return "unsupported";
    return (this.#window as Window & { Notification: typeof Notification }).Notification.requestPermission();
  }

  async subscribe(): Promise<DeviceSubscription> {
    const deviceId = this.#deviceId();
    if (this.#vapidPublicKey === null) {
      this.#window.localStorage.setItem(LOCAL_SUBSCRIBED_KEY, deviceId);
      return { deviceId, endpoint: `local:${deviceId}`, keys: null };
    }
    const registration = await this.#window.navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlBytes(this.#vapidPublicKey),
      }));
    return subscriptionOf(deviceId, subscription);
  }

  async current(): Promise<DeviceSubscription | null> {
    if (this.#vapidPublicKey === null) {
      const deviceId = this.#window.localStorage.getItem(LOCAL_SUBSCRIBED_KEY);
      return deviceId === null ? null : { deviceId, endpoint: `local:${deviceId}`, keys: null };
    }
    if (!("serviceWorker" in this.#window.navigator)) return null;
    const registration = await this.#window.navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    return subscription === null || subscription === undefined ? null : subscriptionOf(this.#deviceId(), subscription);
  }

  async unsubscribe(): Promise<void> {
    if (this.#vapidPublicKey === null) {
      this.#window.localStorage.removeItem(LOCAL_SUBSCRIBED_KEY);
      return;
    }
    const registration = await this.#window.navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  }

  #deviceId(): string {
    const storage = this.#window.localStorage;
    const known = storage.getItem(DEVICE_ID_KEY);
    if (known !== null) return known;
    const made = this.#window.crypto.randomUUID();
    storage.setItem(DEVICE_ID_KEY, made);
    return made;
  }
}

/** Offline: this device takes the signed-in student's notifications (no push service to ask). */
const LOCAL_SUBSCRIBED_KEY = "strangers.localNotifications";

function subscriptionOf(deviceId: string, subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  return {
    deviceId,
    endpoint: subscription.endpoint,
    keys: p256dh === undefined || auth === undefined ? null : { p256dh, auth },
  };
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}
