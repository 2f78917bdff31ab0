import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { artCatalog } from "../../shared/art/artCatalog";
import logoMark from "../../shared/art/logo-mark.svg";
import { BRAND_NAME, SITE_DESCRIPTION } from "../../shared/copy/brand";
import { CONTINUES_FIRST_PAGE } from "../../shared/layout/continuesFirstPage";
import { pictureFormat, preloadArt } from "./preloadArtwork";
import styles from "./SplashPage.module.css";
import { splashCopy } from "./splashCopy";
import { SPLASH_DELAY_AFTER_FAILURE_MS, SPLASH_DELAY_AFTER_SUCCESS_MS } from "./splashTiming";

/**
 * `/` (spec §2): preloads the site's 19 illustrations with a running count,
 * then goes to /home 2 s after the last one loaded, or 3 s after the first
 * one failed (the failure is logged; the page works without it).
 * Meanwhile it fetches /home's own code (`preloadNext`), and leaves only once that is in too:
 * the intro then follows the splash black to black, with no empty white frame between.
 * /home continues the first page of the visit: it does not take the focus a navigation would.
 */
export function SplashPage({ preloadNext }: { preloadNext: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const logFailure = useInjection(USE_CASES.logFailure);
  const [loaded, setLoaded] = useState(0);

  useEffect(() => {
    let leaveTimer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    let left = false;
    // Fetched in a task of its own once every illustration has started downloading: its links are
    // more than a task's worth of work beside the page coming to life, and the art comes first.
    // A failed download is the next page's to report (its error screen), not a reason to stay here.
    let nextReady: Promise<unknown> | undefined;
    const fetchNext = () => {
      nextReady ??= preloadNext().catch(() => {});
      return nextReady;
    };
    const leaveAfter = (delayMs: number) => {
      if (settled) return;
      settled = true;
      leaveTimer = setTimeout(() => {
        void fetchNext().then(() => {
          if (leaveTimer !== undefined) navigate("/home", { replace: true, state: CONTINUES_FIRST_PAGE });
        });
      }, delayMs);
    };
    // One image started per task: the 19 at once (each picks its candidate and starts its download)
    // made one long task while the app was coming to life.
    const preloadAll = async () => {
      const format = await pictureFormat();
      const loads: Promise<void>[] = [];
      for (const entry of artCatalog) {
        if (left) break;
        const load = preloadArt(entry, format).then(() => {
          if (!settled) setLoaded((count) => count + 1);
        });
        // A failure is reported by Promise.all below, once every download has started.
        load.catch(() => {});
        loads.push(load);
        await new Promise((resolve) => setTimeout(resolve));
      }
      if (!left) setTimeout(fetchNext);
      await Promise.all(loads);
    };
    preloadAll().then(
      () => leaveAfter(SPLASH_DELAY_AFTER_SUCCESS_MS),
      (error: unknown) => {
        logFailure.execute("An image could not be preloaded", error);
        leaveAfter(SPLASH_DELAY_AFTER_FAILURE_MS);
      },
    );
    return () => {
      settled = true;
      left = true;
      clearTimeout(leaveTimer);
      leaveTimer = undefined;
    };
  }, [navigate, logFailure, preloadNext]);

  return (
    <div className={styles.screen}>
      {/* The brand alone: "Strangers · Strangers" said it twice. */}
      <title>{BRAND_NAME}</title>
      <meta name="description" content={SITE_DESCRIPTION} />
      <h1 className="visually-hidden">{splashCopy.heading}</h1>
      <img className={styles.logo} src={logoMark} alt="" width={240} height={240} />
      <p className={styles.progress}>{splashCopy.progress(loaded, artCatalog.length)}</p>
    </div>
  );
}
