import { errorScreenCopy } from "../layout/errorScreenCopy";
import styles from "./SessionMemoryNotice.module.css";
import { useCanRememberSession, useSessionUser } from "./useSession";

/** Tells a signed-in student when the browser refuses to store the session (it then lasts this tab only). */
export function SessionMemoryNotice() {
  const user = useSessionUser();
  const canRemember = useCanRememberSession();
  if (user === null || canRemember) return null;
  return (
    <p className={styles.notice} role="status">
      {errorScreenCopy.sessionNotRemembered}
    </p>
  );
}
