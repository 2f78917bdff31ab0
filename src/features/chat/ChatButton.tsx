import { LuMessageCircle } from "react-icons/lu";
import styles from "../../shared/ui/cards.module.css";
import { chatCopy } from "./chatCopy";
import { useUnreadCounts } from "./useUnreadCounts";

/**
 * A match card's "Message" button, with what is unread in its conversation (`conversationId`): it
 * follows the unread counts as long as the card shows, and appears only while the match may write
 * (`shown`: from the reveal until a week after the meal). `open`: the conversation shows under the card.
 */
export function ChatButton({
  conversationId,
  shown,
  open,
  onToggle,
}: {
  readonly conversationId: string;
  readonly shown: boolean;
  readonly open: boolean;
  readonly onToggle: () => void;
}) {
  const unread = useUnreadCounts(true).byConversation[conversationId] ?? 0;
  if (!shown) return null;
  return (
    <button type="button" className={styles.secondary} aria-expanded={open} onClick={onToggle}>
      <LuMessageCircle aria-hidden="true" className={styles.inlineIcon} /> {chatCopy.open}
      {unread > 0 ? <span className={styles.badge}> ({chatCopy.unread(unread)})</span> : null}
    </button>
  );
}
