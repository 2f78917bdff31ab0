import { FaApple } from "react-icons/fa6";
import { Link } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { APP_CONFIG } from "../../app/composition/tokens";
import styles from "./DownloadButton.module.css";
import { downloadCopy } from "./downloadCopy";

interface DownloadButtonProps {
  readonly withAppleIcon?: boolean;
  readonly tone?: "dark" | "light";
}

/**
 * "Download Now": to the App Store page when `VITE_APP_STORE_URL` is set;
 * otherwise to sign-up, so the button never leads nowhere.
 */
export function DownloadButton({ withAppleIcon = false, tone = "dark" }: DownloadButtonProps) {
  const { appStoreUrl } = useInjection(APP_CONFIG);
  const content = (
    <>
      {withAppleIcon ? <FaApple aria-hidden="true" className={styles.icon} /> : null}
      {downloadCopy.label}
    </>
  );
  if (appStoreUrl === null) {
    return (
      <Link to="/signup" className={styles.button} data-tone={tone}>
        {content}
      </Link>
    );
  }
  return (
    <a href={appStoreUrl} className={styles.button} data-tone={tone} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
