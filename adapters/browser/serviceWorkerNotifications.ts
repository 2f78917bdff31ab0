import { notificationOptionsOf, type PushMessage } from "../../domain/notifications/pushMessage";

/**
 * What a push would have done, done from the page: the site's service worker's registration shows
 * the notice (so `registration.getNotifications()` lists it, and a tap reaches the service worker's
 * `notificationclick`), or closes what is shown under a tag. Nothing where the browser has no
 * service worker registered, or notifications are not allowed.
 */
export async function showThroughServiceWorker(message: PushMessage): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration === undefined) return;
  if (message.type === "withdraw") {
    for (const shown of await registration.getNotifications({ tag: message.tag })) shown.close();
    return;
  }
  await registration.showNotification(
    message.notice.title,
    notificationOptionsOf(message.notice) as NotificationOptions,
  );
}
