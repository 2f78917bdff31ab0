import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SKIP_WAITING_MESSAGE } from "../../serviceWorker/serviceWorkerProtocol";
import { useSessionUser } from "../../shared/session/useSession";
import styles from "./InstalledApp.module.css";
import { installedAppCopy } from "./installedAppCopy";
import { INSTALLED_APP_START, lastScreenOf, rememberScreen } from "./lastScreen";
import { registerServiceWorker } from "./registerServiceWorker";

/**
 * Beside every signed-in screen: registers the service worker (after the page has loaded), keeps
 * the screen the student is on for the installed app's next opening (and goes back to it when the
 * app opens), and says when a new version is ready, which "Reload" starts.
 */
export function InstalledApp() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const uid = useSessionUser()?.uid ?? null;
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the app opens.
  useEffect(() => {
    if (uid === null || !search.includes(INSTALLED_APP_START)) return;
    const last = lastScreenOf(uid);
    navigate(last ?? pathname, { replace: true });
  }, []);

  useEffect(() => {
    if (uid !== null && !search.includes(INSTALLED_APP_START)) rememberScreen(uid, `${pathname}${search}`);
  }, [uid, pathname, search]);

  useEffect(() => {
    let stopped = false;
    void registerServiceWorker().then((registration) => {
      if (registration === null || stopped) return;
      // A version already waiting, or one that finishes installing while a version runs this page.
      const offer = () => {
        if (!stopped && registration.waiting !== null && navigator.serviceWorker.controller !== null) {
          setWaiting(registration.waiting);
        }
      };
      offer();
      registration.addEventListener("updatefound", () => {
        registration.installing?.addEventListener("statechange", offer);
      });
    });
    return () => {
      stopped = true;
    };
  }, []);

  if (waiting === null) return null;
  const reload = () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    waiting.postMessage(SKIP_WAITING_MESSAGE);
  };
  return (
    <div className={styles.prompt} role="status">
      <p>{installedAppCopy.updateReady}</p>
      <button type="button" className={styles.reload} onClick={reload}>
        {installedAppCopy.reload}
      </button>
    </div>
  );
}
