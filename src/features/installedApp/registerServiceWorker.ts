import { SERVICE_WORKER_URL } from "../../serviceWorker/serviceWorkerProtocol";

/**
 * The name of the one Trusted Types policy the site's CSP allows (firebase.json): it turns the
 * service worker's own address, and nothing else, into a script URL.
 */
export const SERVICE_WORKER_POLICY = "strangers-service-worker";

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

let policy: { createScriptURL(url: string): unknown } | null = null;

function serviceWorkerScriptUrl(): string {
  const factory = (window as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (factory === undefined) return SERVICE_WORKER_URL;
  policy ??= factory.createPolicy(SERVICE_WORKER_POLICY, {
    createScriptURL: (url) => {
      if (url !== SERVICE_WORKER_URL) throw new TypeError(`${url} is not the site's service worker`);
      return url;
    },
  });
  return policy.createScriptURL(SERVICE_WORKER_URL) as string;
}

function pageLoaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * Registers the site's service worker once the page has loaded, so it never competes with what the
 * page shows; once per page. Null where there is none: the dev server (it builds none), a browser
 * without service workers, or one that refused it.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return Promise.resolve(null);
  registration ??= pageLoaded().then(() =>
    navigator.serviceWorker
      .register(serviceWorkerScriptUrl(), { scope: "/" })
      // A browser that blocks service workers may answer nothing at all.
      .then((registered) => registered ?? null)
      .catch(() => null),
  );
  return registration;
}
