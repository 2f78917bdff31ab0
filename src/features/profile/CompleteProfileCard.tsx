import { LuArrowRight } from "react-icons/lu";
import { Link } from "react-router-dom";
import { isProfileComplete } from "../../../domain/profile/ProfileEdit";
import { useSessionUser } from "../../shared/session/useSession";
import styles from "./CompleteProfileCard.module.css";
import { completeProfileCopy } from "./completeProfileCopy";

/** Shown while the profile lacks what matching needs: a first name, a class level and a meal time. */
export function CompleteProfileCard() {
  const user = useSessionUser();
  if (user === null || isProfileComplete(user)) return null;
  return (
    <aside className={styles.card} aria-labelledby="complete-profile">
      <p id="complete-profile" className={styles.title}>
        {completeProfileCopy.prompt}
      </p>
      <Link to="/profile" className={styles.link}>
        {completeProfileCopy.link}
        <LuArrowRight aria-hidden="true" />
      </Link>
    </aside>
  );
}
