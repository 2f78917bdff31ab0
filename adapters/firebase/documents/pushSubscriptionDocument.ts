import type { DeviceSubscription } from "../../../domain/notifications/ports/PushDevice";

/**
 * `users/{uid}/push_subscriptions/{deviceId}`: one device's Web Push subscription, written by its
 * student (firestore.rules checks each field), read by the functions to send.
 */
export interface PushSubscriptionDocument {
  readonly device_id: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** The longest endpoint the rules take (push services' are some 200 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;
/** The longest key the rules take (a P-256 public key is 87 characters in base64url, a secret 22). */
export const PUSH_KEY_MAX_LENGTH = 200;

export function pushSubscriptionDocument(subscription: DeviceSubscription): PushSubscriptionDocument {
  return {
    device_id: subscription.deviceId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys?.p256dh ?? "",
    auth: subscription.keys?.auth ?? "",
  };
}

export function deviceSubscriptionOf(document: Readonly<Record<string, unknown>>): DeviceSubscription | null {
  const { device_id: deviceId, endpoint, p256dh, auth } = document;
  if (typeof deviceId !== "string" || typeof endpoint !== "string") return null;
  return {
    deviceId,
    endpoint,
    keys: typeof p256dh === "string" && typeof auth === "string" && p256dh !== "" ? { p256dh, auth } : null,
  };
}
