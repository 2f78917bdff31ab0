import { type DocumentReference, type Firestore, Timestamp } from "firebase-admin/firestore";
import { fromAuditDocument, toAuditDocument } from "../../../adapters/firebase/documents/auditDocument";
import { auditPath, COLLECTIONS, reportPath } from "../../../adapters/firebase/documents/firestoreLayout";
import {
  fromReportDocument,
  fromReviewedReportDocument,
  toReportDocument,
} from "../../../adapters/firebase/documents/reportDocument";
import type { ReportLedger } from "../../../domain/meetups/ports/ReportLedger";
import type { ReportRecords, Retention } from "../../../domain/meetups/ports/ReportRecords";
import type { SafetyReport } from "../../../domain/meetups/Report";
import type { ReviewOutcome, ReviewOutcomeLedger } from "../../../domain/notifications/ports/ReviewOutcomeLedger";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import type { ReviewRecords } from "../../../domain/trust/ports/ReviewRecords";
import type { AuditEntry, NewAuditEntry, ReviewedReport } from "../../../domain/trust/Review";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { chunks } from "./batches";

/**
 * Every block, report and "not again" (`reports`), as the system uses them: matching reads a
 * school's; the trust and safety team reviews the reports and appends to each one's audit log
 * (`reports/{id}/audit`); a reporter is told theirs was reviewed (`reporter_told_at`, once); a
 * student's erasure keeps, removes or moves the ones that name them.
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
    return [...byId.values()].map((document) =>
      fromReviewedReportDocument(document.id, document.data(), ADMIN_TIME_CODEC),
    );
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
    await this.#deleteAll([...entries.docs.map((doc) => doc.ref), this.#firestore.doc(reportPath(reportId))]);
  }

  async move(oldId: string, report: SafetyReport, retention?: Retention | null): Promise<void> {
    const oldRef = this.#firestore.doc(reportPath(oldId));
    const oldAudit = this.#firestore.collection(auditPath(oldId));
    await this.#firestore.runTransaction(async (transaction) => {
      const [old, entries] = await Promise.all([transaction.get(oldRef), transaction.get(oldAudit)]);
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
      transaction.delete(oldRef);
    });
  }

  async listOpen(): Promise<readonly ReviewedReport[]> {
    const snapshot = await this.#reports().where("kind", "==", "report").get();
    return snapshot.docs
      .map((document) => fromReviewedReportDocument(document.id, document.data(), ADMIN_TIME_CODEC))
      .filter((report) => report.review === null);
  }

  async get(reportId: string): Promise<ReviewedReport | null> {
    const snapshot = await this.#firestore.doc(reportPath(reportId)).get();
    const data = snapshot.data();
    return data === undefined ? null : fromReviewedReportDocument(snapshot.id, data, ADMIN_TIME_CODEC);
  }

  async resolve(
    reportId: string,
    review: NonNullable<ReviewedReport["review"]>,
    entry: NewAuditEntry,
  ): Promise<boolean> {
    const ref = this.#firestore.doc(reportPath(reportId));
    const entryRef = this.#firestore.collection(auditPath(reportId)).doc();
    return this.#firestore.runTransaction(async (transaction) => {
      const current = (await transaction.get(ref)).data();
      if (current === undefined || (typeof current.review === "object" && current.review !== null)) return false;
      transaction.update(ref, { review: { status: review.status, at: Timestamp.fromMillis(review.at) } });
      // Created, never set: an entry is only ever added.
      transaction.create(entryRef, toAuditDocument(entry, ADMIN_TIME_CODEC));
      return true;
    });
  }

  async untoldSince(since: EpochMillis): Promise<readonly ReviewOutcome[]> {
    const snapshot = await this.#reports().where("review.at", ">=", Timestamp.fromMillis(since)).get();
    return snapshot.docs.flatMap((document) => {
      if (document.get("reporter_told_at") !== undefined) return [];
      const report = fromReviewedReportDocument(document.id, document.data(), ADMIN_TIME_CODEC);
      return report.kind === "report" && report.review !== null
        ? [{ reportId: report.id, reporterUid: report.reporterUid, reviewedAt: report.review.at }]
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

  async #deleteAll(refs: readonly DocumentReference[]): Promise<void> {
    for (const chunk of chunks(refs)) {
      const batch = this.#firestore.batch();
      for (const ref of chunk) batch.delete(ref);
      await batch.commit();
    }
  }
}
