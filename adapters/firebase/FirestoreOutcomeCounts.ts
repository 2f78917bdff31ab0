import type { WeeklyOutcomes } from "../../domain/operations/outcomeCounts";
import type { OutcomeCounts } from "../../domain/operations/ports/OutcomeCounts";
import type { WeekId } from "../../domain/operations/weeks";
import { COLLECTIONS } from "./documents/firestoreLayout";
import { fromOutcomeCountsDocument } from "./documents/outcomeCountsDocument";
import type { LiteDocuments } from "./liteDocuments";

/**
 * The outcomes on Firebase: the aggregates the functions keep (`outcome_counts`), read by an
 * operator under the rules with one range query on `week`: one document per school-week, never a
 * match. Lent the backend's lite SDK calls (liteDocuments), as the console loads after it.
 */
export class FirestoreOutcomeCounts implements OutcomeCounts {
  readonly #documents: LiteDocuments;

  constructor(documents: LiteDocuments) {
    this.#documents = documents;
  }

  async weeksBetween(first: WeekId, last: WeekId): Promise<readonly WeeklyOutcomes[]> {
    const documents = await this.#documents.listBetween(COLLECTIONS.outcomeCounts, "week", first, last);
    return documents
      .map(fromOutcomeCountsDocument)
      .sort((a, b) => a.school.localeCompare(b.school) || a.week.localeCompare(b.week));
  }
}
