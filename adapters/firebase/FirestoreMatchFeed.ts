import { collection, type Firestore, onSnapshot, query, where } from "firebase/firestore";
import type { MatchFeed } from "../../domain/meetups/ports/MatchFeed";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import { COLLECTIONS } from "./documents/firestoreLayout";

/**
 * The student's matches (`matches` whose `member_ids` hold them: the query the rules allow a
 * member) followed with the full SDK's onSnapshot: each snapshot, the first one included, says
 * that something changed. The matches themselves are read again by the hub, through the lite SDK
 * (FirestoreMatchStore).
 */
export class FirestoreMatchFeed implements MatchFeed {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  follow(uid: string, onChange: () => void, onError: (error: unknown) => void): Unsubscribe {
    let stopped = false;
    const mine = query(collection(this.#firestore, COLLECTIONS.matches), where("member_ids", "array-contains", uid));
    const unsubscribe = onSnapshot(
      mine,
      () => {
        if (!stopped) onChange();
      },
      (error) => {
        if (stopped) return;
        stopped = true;
        onError(error);
      },
    );
    return () => {
      stopped = true;
      unsubscribe();
    };
  }
}
