import { useEffect, useState } from "react";
import type { UnreadCounts } from "../../../domain/chat/UnreadMessages";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

// Not the use case's own constant: the screens that count would then carry the chat's code.
const NOTHING_UNREAD: UnreadCounts = { total: 0, byConversation: {} };

/**
 * The student's unread messages, as they come (none while `enabled` is false: nobody signed in).
 * The chat's code downloads with the first count; none is shown until then, nor if it cannot be.
 */
export function useUnreadCounts(enabled: boolean): UnreadCounts {
  const loadChat = useInjection(USE_CASES.chat);
  const [counts, setCounts] = useState<UnreadCounts>(NOTHING_UNREAD);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let stop = () => {};
    loadChat().then(
      (chat) => {
        if (!cancelled) stop = chat.unreadMessages.watch(setCounts);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      stop();
      setCounts(NOTHING_UNREAD);
    };
  }, [enabled, loadChat]);
  return counts;
}
