import { useEffect } from "react";
import { useRouteError } from "react-router-dom";
import { useInjection } from "../composition/ContainerContext";
import { PORTS } from "../composition/tokens";
import { pageTitle } from "../copy/brand";
import { errorScreenCopy } from "../copy/errorScreen";
import styles from "../pages/NotFoundPage.module.css";

/**
 * What replaces a page that failed to render or load: never a blank screen.
 * Plain links rather than the router, since the router may be what failed.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const logger = useInjection(PORTS.logger);
  useEffect(() => logger.warn("A page failed to render", error), [logger, error]);
  return (
    <main className={styles.page} id="main">
      <title>{pageTitle(errorScreenCopy.title)}</title>
      <h1>{errorScreenCopy.heading}</h1>
      <p>{errorScreenCopy.text}</p>
      <button type="button" className={styles.home} onClick={() => window.location.reload()}>
        {errorScreenCopy.reload}
      </button>
      <a href="/home">{errorScreenCopy.home}</a>
    </main>
  );
}
