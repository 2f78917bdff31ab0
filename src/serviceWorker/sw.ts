/// <reference lib="webworker" />
// The site's service worker, built with the app (scripts/serviceWorkerPlugin.ts) and registered by a
// signed-in screen once the page has loaded (src/features/installedApp/registerServiceWorker.ts).
// It keeps the app shell and the app's code (the precache list the build writes in), so that the
// installed app opens without a network on its last screen; it shows the notifications pushed to
// this device (Web Push) and opens the screen a tapped one names.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { notificationOptionsOf, pushMessageFrom } from "../../domain/notifications/pushMessage";
import { SIGNED_IN_PATHS, SKIP_WAITING_MESSAGE } from "./serviceWorkerProtocol";

declare const self: ServiceWorkerGlobalScope & {
  readonly __WB_MANIFEST: ReadonlyArray<{ readonly url: string; readonly revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The signed-in screens are drawn from the app shell: offline too. The public pages stay the network's
// (their pre-rendered HTML, never stale).
registerRoute(new NavigationRoute(createHandlerBoundToURL("/app.html"), { allowlist: SIGNED_IN_PATHS }));

// A new version waits until the student says "Reload" (the update prompt), so a screen never
// changes code under their hands.
self.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

self.addEventListener("push", (event) => {
  const message = pushMessageFrom(event.data?.text() ?? "");
  if (message === null) return;
  event.waitUntil(
    message.type === "withdraw"
      ? self.registration.getNotifications({ tag: message.tag }).then((shown) => {
          for (const notification of shown) notification.close();
        })
      : self.registration.showNotification(
          message.notice.title,
          notificationOptionsOf(message.notice) as NotificationOptions,
        ),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = typeof event.notification.data?.link === "string" ? event.notification.data.link : "/dashboard";
  const url = new URL(link, self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const open = windows[0];
      if (open === undefined) {
        await self.clients.openWindow(url.href);
        return;
      }
      await open.focus();
      await open.navigate(url.href).catch(() => self.clients.openWindow(url.href));
    }),
  );
});
