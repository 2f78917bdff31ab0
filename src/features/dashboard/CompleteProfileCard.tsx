import { LuArrowRight } from "react-icons/lu";
import { Link } from "react-router-dom";
import { isProfileComplete } from "../../../domain/profile/ProfileEdit";
import { useSessionUser } from "../../shared/session/useSession";
import styles from "./CompleteProfileCard.module.css";
import { dashboardCopy } from "./dashboardCopy";

/** Shown while the profile lacks what matching needs: a first name, a class level and a meal time. */
export function CompleteProfileCard() {
  const user = useSessionUser();
  if (user === null || isProfileComplete(user)) return null;
  return (
    <aside className={styles.card} aria-labelledby="complete-profile">
      <p id="complete-profile" className={styles.title}>
        {dashboardCopy.completeProfile}
      </p>
      <Link to="/profile" className={styles.link}>
        {dashboardCopy.completeProfileLink}
        <LuArrowRight aria-hidden="true" />
      </Link>
    </aside>
  );
}
