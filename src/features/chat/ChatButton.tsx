import { LuMessageCircle } from "react-icons/lu";
import styles from "../../shared/ui/cards.module.css";
import { chatCopy } from "./chatCopy";
import { useUnreadCounts } from "./useUnreadCounts";

/**
 * A meal's "Message" button, with what is unread in its conversation (`conversationId`): it follows
 * the unread counts as long as it shows, and appears only when `shown` (a match card: while the
 * match may write, from the reveal until a week after the meal; Your meals: from the reveal on, to
 * read it after). `open`: the conversation shows under the meal.
 */
export function ChatButton({
  conversationId,
  shown,
  open,
  onToggle,
  describedBy,
}: {
  readonly conversationId: string;
  readonly shown: boolean;
  readonly open: boolean;
  readonly onToggle: () => void;
  /** The id of what says which meal it is, where several meals each have one (Your meals). */
  readonly describedBy?: string;
}) {
  const unread = useUnreadCounts(true).byConversation[conversationId] ?? 0;
  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.secondary}
      aria-expanded={open}
      aria-describedby={describedBy}
      onClick={onToggle}
    >
      <LuMessageCircle aria-hidden="true" className={styles.inlineIcon} /> {chatCopy.open}
      {unread > 0 ? <span className={styles.badge}> ({chatCopy.unread(unread)})</span> : null}
    </button>
  );
}
