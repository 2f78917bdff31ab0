/**
 * Moves the team's decisions out of the reports reviewed before the decisions moved out, once, after deploying it:
 * `npm run ops:move-review-decisions`, with the project's service account
 * (GOOGLE_APPLICATION_CREDENTIALS, and GCLOUD_PROJECT for its id). Each report holding
 * `review: { status, at }` (readable by its reporter) gets its decision in
 * `review_decisions/{id}` (the team's only) and `reviewed_at` (its `at`), and loses `review`, in
 * one transaction per report. Run again, it finds nothing to move. On the emulators
 * (FIRESTORE_EMULATOR_HOST set) it works on them instead.
 */

import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, reportPath, reviewDecisionPath } from "../../adapters/firebase/documents/firestoreLayout";
import { legacyReviewOf } from "../../adapters/firebase/documents/reportDocument";
import {
  fromReviewDecisionDocument,
  toReviewDecisionDocument,
} from "../../adapters/firebase/documents/reviewDecisionDocument";
import { adminFirestore } from "./adapters/adminApp";
import { ADMIN_TIME_CODEC } from "./adapters/adminTimeCodec";

/** Moves every report's old `review` to its decision document; answers how many reports it changed. */
export async function moveReviewDecisions(firestore: Firestore): Promise<number> {
  // `!=` matches only the documents that have the field.
  const holding = await firestore.collection(COLLECTIONS.reports).where("review", "!=", null).get();
  let moved = 0;
  for (const { id } of holding.docs) {
    const reportRef = firestore.doc(reportPath(id));
    const decisionRef = firestore.doc(reviewDecisionPath(id));
    const changed = await firestore.runTransaction(async (transaction) => {
      const [report, decided] = await Promise.all([transaction.get(reportRef), transaction.get(decisionRef)]);
      const legacy = legacyReviewOf(report.data() ?? {});
      if (legacy === null) return false;
      // A decision already in its place (taken since the deploy) stays; the old one only goes.
      const decision = fromReviewDecisionDocument(legacy as Record<string, unknown>, ADMIN_TIME_CODEC);
      if (!decided.exists && decision !== null)
        transaction.create(decisionRef, toReviewDecisionDocument(id, decision, ADMIN_TIME_CODEC));
      transaction.update(reportRef, {
        review: FieldValue.delete(),
        ...(report.get("reviewed_at") === undefined && decision !== null ? { reviewed_at: legacy.at } : {}),
      });
      return true;
    });
    if (changed) moved++;
  }
  return moved;
}

if (require.main === module) {
  moveReviewDecisions(adminFirestore(process.env.GCLOUD_PROJECT)).then(
    (moved) => {
      console.info(`${moved} ${moved === 1 ? "report's decision" : "reports' decisions"} moved to review_decisions.`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
