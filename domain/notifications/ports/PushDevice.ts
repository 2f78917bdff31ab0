/** Whether this device may show the site's notifications: the browser's answer, or none to give. */
export type NotificationPermissionState = "granted" | "denied" | "default" | "unsupported";

/** This device's subscription: where a push service takes what is sent to it (Web Push). */
export interface DeviceSubscription {
  /** This device, as the site named it (one subscription per device). */
  readonly deviceId: string;
  /** The push service's address for this device; offline, where there is none, `local:<deviceId>`. */
  readonly endpoint: string;
  /** The keys a sender encrypts with (RFC 8291); null offline. */
  readonly keys: { readonly p256dh: string; readonly auth: string } | null;
}

/** The browser's side of notifications on this device: the permission, and its push subscription. */
export interface PushDevice {
  permission(): NotificationPermissionState;
  /** Asks the student (the browser's own question): only ever on their tap. */
  requestPermission(): Promise<NotificationPermissionState>;
  /** Subscribes this device (through the site's service worker), or answers the subscription it has. */
  subscribe(): Promise<DeviceSubscription>;
  /** The subscription this device has, or null. */
  current(): Promise<DeviceSubscription | null>;
  /** Ends this device's subscription, if it has one. */
  unsubscribe(): Promise<void>;
}
