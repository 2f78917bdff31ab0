import { collection, type Firestore, getDocs, query, where } from "firebase/firestore/lite";
import { ALL_SCHOOLS, type AllSchoolsWeek } from "../../domain/operations/allSchoolsOutcomes";
import type { WeeklyOutcomes } from "../../domain/operations/outcomeCounts";
import type { OutcomeCounts } from "../../domain/operations/ports/OutcomeCounts";
import type { WeekId } from "../../domain/operations/weeks";
import {
  fromAllSchoolsDocument,
  fromOutcomeCountsDocument,
  OUTCOME_COUNTS_COLLECTION,
} from "./documents/outcomeCountsDocument";

const bySchoolAndWeek = (a: WeeklyOutcomes, b: WeeklyOutcomes) =>
  a.school.localeCompare(b.school) || a.week.localeCompare(b.week);

/**
 * The outcomes on Firebase: the aggregates the functions keep (`outcome_counts`), read by an
 * operator under the rules with range queries on `week`: all schools' one document a week, one
 * school's (`school` ==, a composite index), or every school-week for the CSV; never a match.
 * Made with the lifecycle's stores (firebaseLifecycleStores.ts), whose chunk has the lite SDK's
 * queries already.
 */
export class FirestoreOutcomeCounts implements OutcomeCounts {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async allSchoolsBetween(first: WeekId, last: WeekId): Promise<readonly AllSchoolsWeek[]> {
    const documents = await this.#weeks(first, last, where("school", "==", ALL_SCHOOLS));
    return documents.map(fromAllSchoolsDocument).sort(bySchoolAndWeek);
  }

  async schoolBetween(school: string, first: WeekId, last: WeekId): Promise<readonly WeeklyOutcomes[]> {
    const documents = await this.#weeks(first, last, where("school", "==", school));
    return documents.map(fromOutcomeCountsDocument).sort(bySchoolAndWeek);
  }

  async everySchoolBetween(first: WeekId, last: WeekId): Promise<readonly WeeklyOutcomes[]> {
    const documents = await this.#weeks(first, last);
    return documents
      .map(fromOutcomeCountsDocument)
      .filter((row) => row.school !== ALL_SCHOOLS)
      .sort(bySchoolAndWeek);
  }

  async #weeks(first: WeekId, last: WeekId, ...more: ReturnType<typeof where>[]) {
    const snapshot = await getDocs(
      query(
        collection(this.#firestore, OUTCOME_COUNTS_COLLECTION),
        ...more,
        where("week", ">=", first),
        where("week", "<=", last),
      ),
    );
    return snapshot.docs.map((document) => document.data());
  }
}
