import type { CSSProperties } from "react";
import { useLocation } from "react-router-dom";
import { BACKEND_CALL_TIMEOUT_MS } from "../../../domain/shared/backendTimeout";
import { BRAND_NAME } from "../copy/brand";
import { errorScreenCopy } from "./errorScreenCopy";
import { navigationCopy } from "./navigationCopy";
import styles from "./PageLoading.module.css";

/** Most pages' code arrives sooner: nothing flashes on screen for them. */
export const PAGE_LOADING_SHOWN_AFTER_MS = 500;

/**
 * While a page's code downloads: the tab keeps a name; after a moment, "Loading…"; once the download
 * has taken as long as any call to the servers may (BACKEND_CALL_TIMEOUT_MS), a way to reload. The
 * download goes on meanwhile and the page replaces this as soon as it is in. Timed in CSS, from
 * these constants, so that the first load carries no timers for it.
 */
export function PageLoading() {
  const { pathname, search } = useLocation();
  const timing = {
    "--shown-after": `${PAGE_LOADING_SHOWN_AFTER_MS}ms`,
    "--slow-after": `${BACKEND_CALL_TIMEOUT_MS}ms`,
  } as CSSProperties;
  return (
    <div className={styles.loading} style={timing}>
      <title>{BRAND_NAME}</title>
      <p className={styles.now} role="status">
        {navigationCopy.loadingPage}
      </p>
      <p className={styles.slow} role="alert">
        {navigationCopy.pageTooSlow} {/* A plain link to this page: the router's own code may be what is stuck. */}
        <a href={`${pathname}${search}`}>{errorScreenCopy.reload}</a>
      </p>
    </div>
  );
}
