import { pageTitle } from "../copy/brand";
import { errorScreenCopy } from "./errorScreenCopy";
import styles from "./NotFoundPage.module.css";

/**
 * What replaces a page that failed: never a blank screen. Plain links rather
 * than the router's, since the app's own code may be what failed.
 */
export function ErrorScreen() {
  return (
    <div className={styles.page}>
      <title>{pageTitle(errorScreenCopy.title)}</title>
      <h1>{errorScreenCopy.heading}</h1>
      <p>{errorScreenCopy.text}</p>
      <button type="button" className={styles.home} onClick={() => window.location.reload()}>
        {errorScreenCopy.reload}
      </button>
      <a href="/home">{errorScreenCopy.home}</a>
    </div>
  );
}
