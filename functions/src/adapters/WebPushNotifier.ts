/// <reference path="./webPush.d.ts" />
import webPush, { type RequestOptions, type VapidDetails } from "web-push";
import type { PushNotice } from "../../../domain/notifications/PushNotice";
import type { Notifier } from "../../../domain/notifications/ports/Notifier";
import type { DeviceSubscription } from "../../../domain/notifications/ports/PushDevice";
import type { PushSubscriptionLedger } from "../../../domain/notifications/ports/PushSubscriptionLedger";
import { type PushMessage, pushMessageText } from "../../../domain/notifications/pushMessage";

/** The site's VAPID keys (RFC 8292) and how a push service reaches its operators (`mailto:` or `https:`). */
export type VapidKeys = VapidDetails;

/** Sends one push (the Web Push protocol: the payload encrypted for the device, signed with the VAPID key). */
export type SendPush = typeof webPush.sendNotification;

/**
 * How long a push service keeps a push for a device that is off (seconds): what a notification says
 * is of use for hours at most (a reminder's meal, a message), and a newer one replaces it anyway.
 */
export const PUSH_TIME_TO_LIVE_SECONDS = 4 * 60 * 60;
/** How long the functions wait for a push service's answer before giving that device up for this push. */
export const PUSH_SERVICE_TIMEOUT_MS = 10_000;
/** A push service's answer for a subscription that has ended (RFC 8030: 404, or 410 Gone). */
const GONE = new Set([404, 410]);

/** What a sender reports of a push it could not deliver, other than a device gone. */
export type PushFailure = (details: {
  readonly uid: string;
  readonly deviceId: string;
  readonly error: unknown;
}) => void;

/**
 * Notifications on Firebase (system): each push goes with `web-push` to every device the student
 * subscribed (`users/{uid}/push_subscriptions`), encrypted for that device (RFC 8291) and signed with
 * the site's VAPID key (RFC 8292). A device whose push service answers 404 or 410 is gone: its
 * subscription is removed. Any other failure is reported and leaves the others' pushes alone.
 */
export class WebPushNotifier implements Notifier {
  readonly #devices: PushSubscriptionLedger;
  readonly #vapid: VapidDetails;
  readonly #send: SendPush;
  readonly #onFailure: PushFailure;

  constructor(
    devices: PushSubscriptionLedger,
    vapid: VapidDetails,
    onFailure: PushFailure,
    send: SendPush = webPush.sendNotification,
  ) {
    this.#devices = devices;
    this.#vapid = vapid;
    this.#onFailure = onFailure;
    this.#send = send;
  }

  notify(uid: string, notice: PushNotice): Promise<void> {
    // A notice that should not sound again (a conversation's next message) need not wake a phone at once.
    return this.#push(uid, { type: "show", notice }, notice.alert ? "high" : "normal");
  }

  withdraw(uid: string, tag: string): Promise<void> {
    return this.#push(uid, { type: "withdraw", tag }, "normal");
  }

  async #push(uid: string, message: PushMessage, urgency: RequestOptions["urgency"]): Promise<void> {
    const devices = (await this.#devices.listFor(uid)).filter(
      (device): device is DeviceSubscription & { keys: NonNullable<DeviceSubscription["keys"]> } =>
        device.keys !== null,
    );
    const payload = pushMessageText(message);
    const options: RequestOptions = {
      vapidDetails: this.#vapid,
      TTL: PUSH_TIME_TO_LIVE_SECONDS,
      urgency,
      timeout: PUSH_SERVICE_TIMEOUT_MS,
    };
    await Promise.all(
      devices.map(async (device) => {
        try {
          await this.#send({ endpoint: device.endpoint, keys: device.keys }, payload, options);
        } catch (error) {
          if (isGone(error)) await this.#devices.remove(uid, device.deviceId);
          else this.#onFailure({ uid, deviceId: device.deviceId, error });
        }
      }),
    );
  }
}

const isGone = (error: unknown): boolean =>
  typeof error === "object" && error !== null && GONE.has((error as { statusCode?: unknown }).statusCode as number);
