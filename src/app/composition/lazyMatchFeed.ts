import type { MatchFeed } from "../../../domain/meetups/ports/MatchFeed";
import { loadOnce } from "./loadOnFirstCall";

/**
 * The student's matches in real time, its adapter (on Firebase, the full Firestore SDK and its
 * listener) downloaded with the first follow: once the hub shows a match (MyMeals), never with a
 * public page nor with the dashboard's first load. A follow whose adapter cannot be downloaded
 * reports it as its error.
 */
export function lazyMatchFeed(load: () => Promise<MatchFeed>): MatchFeed {
  const adapter = loadOnce(load);
  return {
    follow(uid, onChange, onError) {
      let cancelled = false;
      let unsubscribe = () => {};
      adapter().then(
        (feed) => {
          if (!cancelled) unsubscribe = feed.follow(uid, onChange, onError);
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
  };
}
