import { FaApple } from "react-icons/fa6";
import { Link } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { APP_CONFIG } from "../../app/composition/tokens";
import styles from "./DownloadButton.module.css";
import { downloadCopy } from "./downloadCopy";
import { useInstallOffer } from "./installPrompt";

interface DownloadButtonProps {
  readonly withAppleIcon?: boolean;
  readonly tone?: "dark" | "light";
}

/**
 * "Download Now": to the App Store page when `VITE_APP_STORE_URL` is set, with the Apple logo
 * where the design has it. Without one it is honest about what there is, the web app: it asks the
 * browser to install it where the browser offers to (a web app manifest makes it installable),
 * and otherwise leads to sign-up, so the button never leads nowhere.
 */
export function DownloadButton({ withAppleIcon = false, tone = "dark" }: DownloadButtonProps) {
  const { appStoreUrl } = useInjection(APP_CONFIG);
  const install = useInstallOffer();
  if (appStoreUrl !== null) {
    return (
      <a href={appStoreUrl} className={styles.button} data-tone={tone} target="_blank" rel="noopener noreferrer">
        {/* Read at build time: a build without a store URL carries no Apple logo at all. */}
        {withAppleIcon && import.meta.env.VITE_APP_STORE_URL ? (
          <FaApple aria-hidden="true" className={styles.icon} />
        ) : null}
        {downloadCopy.label}
      </a>
    );
  }
  if (install !== null) {
    return (
      <button type="button" className={styles.button} data-tone={tone} onClick={install}>
        {downloadCopy.label}
      </button>
    );
  }
  return (
    <Link to="/signup" className={styles.button} data-tone={tone}>
      {downloadCopy.label}
    </Link>
  );
}
