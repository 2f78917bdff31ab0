import { Link } from "react-router-dom";
import { pageTitle } from "../copy/brand";
import styles from "./NotFoundPage.module.css";
import { notFoundCopy } from "./notFoundCopy";

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <title>{pageTitle(notFoundCopy.title)}</title>
      <meta name="robots" content="noindex" />
      <meta name="description" content={notFoundCopy.text} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{notFoundCopy.heading}</h1>
      <p>{notFoundCopy.text}</p>
      <Link className={styles.home} to="/home">
        {notFoundCopy.home}
      </Link>
    </div>
  );
}
