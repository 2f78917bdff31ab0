import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
} from "firebase-admin/firestore";
import { fromAuditDocument, toAuditDocument } from "../../../adapters/firebase/documents/auditDocument";
import {
  auditPath,
  COLLECTIONS,
  reportPath,
  reviewDecisionPath,
} from "../../../adapters/firebase/documents/firestoreLayout";
import {
  fromReportDocument,
  fromReportProgressDocument,
  fromReviewedReportDocument,
  toReportDocument,
} from "../../../adapters/firebase/documents/reportDocument";
import { toReviewDecisionDocument } from "../../../adapters/firebase/documents/reviewDecisionDocument";
import type { ReportLedger } from "../../../domain/meetups/ports/ReportLedger";
import type { ReportRecords, Retention } from "../../../domain/meetups/ports/ReportRecords";
import type { SafetyReport } from "../../../domain/meetups/Report";
import type { ReviewOutcome, ReviewOutcomeLedger } from "../../../domain/notifications/ports/ReviewOutcomeLedger";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import type { ReviewRecords } from "../../../domain/trust/ports/ReviewRecords";
import type { AuditEntry, NewAuditEntry, ReviewDecision, ReviewedReport } from "../../../domain/trust/Review";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { chunks } from "./batches";

/**
 * Every block, report and "not again" (`reports`), as the system uses them: matching reads a
 * school's; the trust and safety team reviews the reports and appends to each one's audit log
 * (`reports/{id}/audit`); a reporter is told theirs was reviewed (`reporter_told_at`, once); a
 * student's erasure keeps, removes or moves the ones that name them. The team's decision lives
 * apart, in `review_decisions/{id}` (which its reporter cannot read): the report only says when.
 */
export class AdminReportLedger implements ReportLedger, ReportRecords, ReviewRecords, ReviewOutcomeLedger {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async listForSchool(school: string): Promise<readonly SafetyReport[]> {
    const snapshot = await this.#reports().where("school", "==", school).get();
    return snapshot.docs.map((document) => fromReportDocument(document.id, document.data(), ADMIN_TIME_CODEC));
  }

  async involving(uid: string): Promise<readonly ReviewedReport[]> {
    const [filed, about] = await Promise.all([
      this.#reports().where("reporter_uid", "==", uid).get(),
      this.#reports().where("reported_uid", "==", uid).get(),
    ]);
    const byId = new Map([...filed.docs, ...about.docs].map((document) => [document.id, document]));
    return this.#withDecisions([...byId.values()]);
  }

  async onMatch(matchId: string): Promise<readonly SafetyReport[]> {
    const snapshot = await this.#reports().where("match_id", "==", matchId).get();
    return snapshot.docs.map((document) => fromReportDocument(document.id, document.data(), ADMIN_TIME_CODEC));
  }

  async keep(reportId: string, retention: Retention, matchId: string, reportedUid?: string): Promise<void> {
    const ref = this.#firestore.doc(reportPath(reportId));
    await this.#firestore.runTransaction(async (transaction) => {
      if (!(await transaction.get(ref)).exists) return;
      transaction.update(ref, {
        retained_until: Timestamp.fromMillis(retention.until),
        retention_reason: retention.reason,
        match_id: matchId,
        ...(reportedUid === undefined ? {} : { reported_uid: reportedUid }),
      });
    });
  }

  async keptUntilBefore(time: EpochMillis): Promise<readonly SafetyReport[]> {
    const snapshot = await this.#reports().where("retained_until", "<", Timestamp.fromMillis(time)).get();
    return snapshot.docs.map((document) => fromReportDocument(document.id, document.data(), ADMIN_TIME_CODEC));
  }

  async remove(reportId: string): Promise<void> {
    const entries = await this.#firestore.collection(auditPath(reportId)).get();
    await this.#deleteAll([
      ...entries.docs.map((doc) => doc.ref),
      this.#firestore.doc(reviewDecisionPath(reportId)),
      this.#firestore.doc(reportPath(reportId)),
    ]);
  }

  async move(oldId: string, report: SafetyReport, retention?: Retention | null): Promise<void> {
    const oldRef = this.#firestore.doc(reportPath(oldId));
    const oldAudit = this.#firestore.collection(auditPath(oldId));
    const oldDecision = this.#firestore.doc(reviewDecisionPath(oldId));
    await this.#firestore.runTransaction(async (transaction) => {
      const [old, entries, decision] = await Promise.all([
        transaction.get(oldRef),
        transaction.get(oldAudit),
        transaction.get(oldDecision),
      ]);
      const data = old.data();
      if (data === undefined) return;
      const filed = toReportDocument(report, ADMIN_TIME_CODEC);
      const { retained_until, retention_reason, ...rest } = data;
      const moved: Record<string, unknown> = { ...rest, ...filed, created_at: data.created_at };
      if (retention === undefined && retained_until !== undefined) {
        Object.assign(moved, { retained_until, retention_reason });
      } else if (retention !== undefined && retention !== null) {
        Object.assign(moved, {
          retained_until: Timestamp.fromMillis(retention.until),
          retention_reason: retention.reason,
        });
      }
      transaction.set(this.#firestore.doc(reportPath(report.id)), moved);
      for (const entry of entries.docs) {
        transaction.set(this.#firestore.doc(`${auditPath(report.id)}/${entry.id}`), {
          ...entry.data(),
          report_id: report.id,
        });
        transaction.delete(entry.ref);
      }
      if (decision.exists) {
        transaction.set(this.#firestore.doc(reviewDecisionPath(report.id)), {
          ...decision.data(),
          report_id: report.id,
        });
        transaction.delete(oldDecision);
      }
      transaction.delete(oldRef);
    });
  }

  /** The reports nobody reviewed yet: the report's own document says so, no decision is read. */
  async listOpen(): Promise<readonly ReviewedReport[]> {
    const snapshot = await this.#reports().where("kind", "==", "report").get();
    return snapshot.docs
      .filter((document) => !isReviewed(document.id, document.data()))
      .map((document) => fromReviewedReportDocument(document.id, document.data(), undefined, ADMIN_TIME_CODEC));
  }

  async get(reportId: string): Promise<ReviewedReport | null> {
    const [snapshot, decision] = await Promise.all([
      this.#firestore.doc(reportPath(reportId)).get(),
      this.#firestore.doc(reviewDecisionPath(reportId)).get(),
    ]);
    const data = snapshot.data();
    return data === undefined ? null : fromReviewedReportDocument(snapshot.id, data, decision.data(), ADMIN_TIME_CODEC);
  }

  /**
   * The decision goes to `review_decisions/{id}` (the team's only); the report gets `reviewed_at`,
   * the one thing of it its reporter may read, and which tells them it was reviewed.
   */
  async resolve(reportId: string, review: ReviewDecision, entry: NewAuditEntry): Promise<boolean> {
    const ref = this.#firestore.doc(reportPath(reportId));
    const decisionRef = this.#firestore.doc(reviewDecisionPath(reportId));
    const entryRef = this.#firestore.collection(auditPath(reportId)).doc();
    return this.#firestore.runTransaction(async (transaction) => {
      const [current, decided] = await Promise.all([transaction.get(ref), transaction.get(decisionRef)]);
      const data = current.data();
      if (data === undefined || isReviewed(reportId, data) || decided.exists) return false;
      transaction.update(ref, { reviewed_at: Timestamp.fromMillis(review.at) });
      // Created, never set: a decision is taken once, an entry is only ever added.
      transaction.create(decisionRef, toReviewDecisionDocument(reportId, review, ADMIN_TIME_CODEC));
      transaction.create(entryRef, toAuditDocument(entry, ADMIN_TIME_CODEC));
      return true;
    });
  }

  async untoldSince(since: EpochMillis): Promise<readonly ReviewOutcome[]> {
    const snapshot = await this.#reports().where("reviewed_at", ">=", Timestamp.fromMillis(since)).get();
    return snapshot.docs.flatMap((document) => {
      if (document.get("reporter_told_at") !== undefined) return [];
      const report = fromReportProgressDocument(document.id, document.data(), ADMIN_TIME_CODEC);
      return report.kind === "report" && report.reviewedAt !== null
        ? [{ reportId: report.id, reporterUid: report.reporterUid, reviewedAt: report.reviewedAt }]
        : [];
    });
  }

  async markTold(reportId: string, at: EpochMillis): Promise<boolean> {
    const ref = this.#firestore.doc(reportPath(reportId));
    return this.#firestore.runTransaction(async (transaction) => {
      const current = await transaction.get(ref);
      if (!current.exists || current.get("reporter_told_at") !== undefined) return false;
      transaction.update(ref, { reporter_told_at: Timestamp.fromMillis(at) });
      return true;
    });
  }

  async auditOf(reportId: string): Promise<readonly AuditEntry[]> {
    const snapshot = await this.#firestore.collection(auditPath(reportId)).orderBy("at").get();
    return snapshot.docs.map((document) => fromAuditDocument(document.id, document.data(), ADMIN_TIME_CODEC));
  }

  #reports() {
    return this.#firestore.collection(COLLECTIONS.reports);
  }

  /** The reports with the team's decision on each (one read of all the decisions at once). */
  async #withDecisions(documents: readonly QueryDocumentSnapshot[]): Promise<ReviewedReport[]> {
    if (documents.length === 0) return [];
    const decisions: DocumentSnapshot[] = await this.#firestore.getAll(
      ...documents.map((document) => this.#firestore.doc(reviewDecisionPath(document.id))),
    );
    return documents.map((document, index) =>
      fromReviewedReportDocument(document.id, document.data(), decisions[index]?.data(), ADMIN_TIME_CODEC),
    );
  }

  async #deleteAll(refs: readonly DocumentReference[]): Promise<void> {
    for (const chunk of chunks(refs)) {
      const batch = this.#firestore.batch();
      for (const ref of chunk) batch.delete(ref);
      await batch.commit();
    }
  }
}

/** Whether the team decided on the report, as its own document tells (`reviewed_at`, or a decision from before the decisions moved out). */
function isReviewed(id: string, data: Record<string, unknown>): boolean {
  return fromReportProgressDocument(id, data, ADMIN_TIME_CODEC).reviewedAt !== null;
}
