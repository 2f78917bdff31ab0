import type { ChatStore } from "../../../domain/chat/ports/ChatStore";
import { loadOnce, loadOnFirstCall } from "./loadOnFirstCall";

/**
 * The chat's store, its adapter (on Firebase, the full Firestore SDK and its listeners) downloaded
 * with the first conversation followed or message sent: never with a public page, nor with the
 * dashboard's first load. A watch whose adapter cannot be downloaded reports it as its error.
 */
export function lazyChatStore(load: () => Promise<ChatStore>): ChatStore {
  const adapter = loadOnce(load);
  return loadOnFirstCall(adapter, {
    watch(conversationId, uid, onFeed, onError) {
      let cancelled = false;
      let unsubscribe = () => {};
      adapter().then(
        (store) => {
          if (!cancelled) unsubscribe = store.watch(conversationId, uid, onFeed, onError);
        },
        (error: unknown) => {
          if (!cancelled) onError(error);
        },
      );
      return () => {
        cancelled = true;
        unsubscribe();
      };
    },
  });
}
