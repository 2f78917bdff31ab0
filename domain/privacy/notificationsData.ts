import type { NotificationRecords } from "../notifications/ports/NotificationRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/**
 * The devices a student turned notifications on for (one push subscription each:
 * `users/{uid}/push_subscriptions/{deviceId}` on Firebase), and offline the notifications shown.
 * Erased: all of it.
 */
export function notificationsData(records: NotificationRecords): PersonalDataPart {
  return {
    name: "notifications",
    async exportFor({ uid }) {
      return {
        devices: (await records.devicesOf(uid)).map((device) => ({
          device_id: device.deviceId,
          push_service: device.endpoint.startsWith("local:") ? "this browser" : originOf(device.endpoint),
        })),
        shown: (await records.shownTo(uid)).map((shown) => ({
          title: shown.title,
          body: shown.body,
          link: shown.link,
          sent_at: isoTime(shown.sentAt),
        })),
      };
    },
    async eraseFor({ uid }) {
      await records.removeAllFor(uid);
    },
  };
}

/** The push service's address without the device's part: "https://fcm.googleapis.com". */
const originOf = (endpoint: string) => endpoint.split("/").slice(0, 3).join("/");
