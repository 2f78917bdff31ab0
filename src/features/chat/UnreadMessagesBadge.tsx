import styles from "./UnreadMessagesBadge.module.css";
import { useUnreadCounts } from "./useUnreadCounts";

const unreadMessages = (count: number) => (count === 1 ? "1 unread message" : `${count} unread messages`);

/** The count of the signed-in student's unread messages, on the header's Dashboard link (nothing when none). */
export function UnreadMessagesBadge() {
  const unread = useUnreadCounts(true).total;
  if (unread === 0) return null;
  return (
    <span className={styles.unread}>
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden">, {unreadMessages(unread)}</span>
    </span>
  );
}
