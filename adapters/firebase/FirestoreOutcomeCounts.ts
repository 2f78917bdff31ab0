import { collection, type Firestore, getDocs, query, where } from "firebase/firestore/lite";
import type { WeeklyOutcomes } from "../../domain/operations/outcomeCounts";
import type { OutcomeCounts } from "../../domain/operations/ports/OutcomeCounts";
import type { WeekId } from "../../domain/operations/weeks";
import { fromOutcomeCountsDocument, OUTCOME_COUNTS_COLLECTION } from "./documents/outcomeCountsDocument";

/**
 * The outcomes on Firebase: the aggregates the functions keep (`outcome_counts`), read by an
 * operator under the rules with one range query on `week`: one document per school-week, never a
 * match. Made with the lifecycle's stores (firebaseLifecycleStores.ts), whose chunk has the lite
 * SDK's queries already.
 */
export class FirestoreOutcomeCounts implements OutcomeCounts {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async weeksBetween(first: WeekId, last: WeekId): Promise<readonly WeeklyOutcomes[]> {
    const snapshot = await getDocs(
      query(
        collection(this.#firestore, OUTCOME_COUNTS_COLLECTION),
        where("week", ">=", first),
        where("week", "<=", last),
      ),
    );
    return snapshot.docs
      .map((document) => fromOutcomeCountsDocument(document.data()))
      .sort((a, b) => a.school.localeCompare(b.school) || a.week.localeCompare(b.week));
  }
}
