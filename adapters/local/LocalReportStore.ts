import type { ReportLedger } from "../../domain/meetups/ports/ReportLedger";
import type { ReportRecords, Retention } from "../../domain/meetups/ports/ReportRecords";
import type { ReportStore } from "../../domain/meetups/ports/ReportStore";
import type { SafetyReport } from "../../domain/meetups/Report";
import type { ReviewOutcome, ReviewOutcomeLedger } from "../../domain/notifications/ports/ReviewOutcomeLedger";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { ReviewRecords } from "../../domain/trust/ports/ReviewRecords";
import type { AuditEntry, NewAuditEntry, ReviewedReport } from "../../domain/trust/Review";
import type { LocalChangeSignal } from "./LocalChangeSignal";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** A report as kept here: what was filed, and what the team and an erasure added to it. */
interface ReportRecord extends SafetyReport {
  readonly review?: ReviewedReport["review"];
  /** When its reporter was told it was reviewed (NotifyReviewOutcome). */
  readonly reporterToldAt?: EpochMillis;
  readonly retainedUntil?: EpochMillis;
  readonly retentionReason?: string;
}

/**
 * Blocks and reports in IndexedDB: the offline stand-in for Firestore `reports` and each report's
 * audit log. A report is filed at the store's time (as Firestore's rules require the server's),
 * under the id the domain derives; the match's conversation hears of it (it closes: LocalChatStore).
 * The system reads them for matching, the trust and safety team reviews them (ReviewRecords), a
 * reporter is told theirs was reviewed (ReviewOutcomeLedger), and a student's erasure keeps or
 * removes them (ReportRecords).
 */
export class LocalReportStore implements ReportStore, ReportLedger, ReportRecords, ReviewRecords, ReviewOutcomeLedger {
  readonly #database: LocalDatabase;
  readonly #clock: Clock;
  readonly #signal: LocalChangeSignal | null;

  constructor(database: LocalDatabase, clock: Clock, signal: LocalChangeSignal | null = null) {
    this.#database = database;
    this.#clock = clock;
    this.#signal = signal;
  }

  /** Filed again, only its time changes: what the team added stays. */
  async file(report: SafetyReport): Promise<void> {
    await this.#change(report.id, (existing) => ({ ...existing, ...report, createdAt: this.#clock.now() }), true);
    this.#signal?.notify(report.matchId);
  }

  async filedBy(uid: string): Promise<readonly SafetyReport[]> {
    return (await this.#byIndex("reporterUid", uid)).map(asFiled);
  }

  async listForSchool(school: string): Promise<readonly SafetyReport[]> {
    return (await this.#byIndex("school", school)).map(asFiled);
  }

  async involving(uid: string): Promise<readonly ReviewedReport[]> {
    const [filed, about] = await Promise.all([this.#byIndex("reporterUid", uid), this.#byIndex("reportedUid", uid)]);
    const byId = new Map([...filed, ...about].map((record) => [record.id, record]));
    return [...byId.values()].map(asReviewed);
  }

  async onMatch(matchId: string): Promise<readonly SafetyReport[]> {
    return (await this.#byIndex("matchId", matchId)).map(asFiled);
  }

  async keep(reportId: string, retention: Retention, matchId: string, reportedUid?: string): Promise<void> {
    await this.#change(reportId, (existing) =>
      existing === undefined
        ? undefined
        : {
            ...existing,
            matchId,
            reportedUid: reportedUid ?? existing.reportedUid,
            retainedUntil: retention.until,
            retentionReason: retention.reason,
          },
    );
  }

  async keptUntilBefore(time: EpochMillis): Promise<readonly SafetyReport[]> {
    return (await this.#all())
      .filter((record) => record.retainedUntil !== undefined && record.retainedUntil < time)
      .map(asFiled);
  }

  async remove(reportId: string): Promise<void> {
    await this.#database.transact(["reports", "audit"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("reports").delete(reportId));
      const audit = transaction.objectStore("audit");
      for (const key of await requestResult(audit.index("reportId").getAllKeys(reportId))) {
        await requestResult(audit.delete(key));
      }
    });
  }

  async move(oldId: string, report: SafetyReport, retention?: Retention | null): Promise<void> {
    await this.#database.transact(["reports", "audit"], "readwrite", async (transaction) => {
      const reports = transaction.objectStore("reports");
      const existing = await requestResult<ReportRecord | undefined>(reports.get(oldId));
      if (existing === undefined) return;
      await requestResult(reports.delete(oldId));
      const { retainedUntil, retentionReason, ...rest } = existing;
      const kept =
        retention === undefined
          ? { retainedUntil, retentionReason }
          : retention === null
            ? {}
            : { retainedUntil: retention.until, retentionReason: retention.reason };
      const moved: ReportRecord = { ...rest, ...report, ...kept };
      if (moved.retainedUntil === undefined) {
        const { retainedUntil: _none, retentionReason: _reason, ...ordinary } = moved;
        await requestResult(reports.put(ordinary));
      } else {
        await requestResult(reports.put(moved));
      }
      const audit = transaction.objectStore("audit");
      for (const entry of await requestResult<AuditEntry[]>(audit.index("reportId").getAll(oldId))) {
        await requestResult(audit.put({ ...entry, reportId: report.id }));
      }
    });
  }

  async listOpen(): Promise<readonly ReviewedReport[]> {
    return (await this.#all())
      .filter((record) => record.kind === "report" && record.review === undefined)
      .map(asReviewed);
  }

  async get(reportId: string): Promise<ReviewedReport | null> {
    const record = await this.#database.transact(["reports"], "readonly", (transaction) =>
      requestResult<ReportRecord | undefined>(transaction.objectStore("reports").get(reportId)),
    );
    return record === undefined ? null : asReviewed(record);
  }

  async resolve(
    reportId: string,
    review: NonNullable<ReviewedReport["review"]>,
    entry: NewAuditEntry,
  ): Promise<boolean> {
    return this.#database.transact(["reports", "audit"], "readwrite", async (transaction) => {
      const reports = transaction.objectStore("reports");
      const existing = await requestResult<ReportRecord | undefined>(reports.get(reportId));
      if (existing === undefined || existing.review !== undefined) return false;
      await requestResult(reports.put({ ...existing, review }));
      const logged: AuditEntry = { ...entry, id: crypto.randomUUID() };
      await requestResult(transaction.objectStore("audit").add(logged));
      return true;
    });
  }

  async untoldSince(since: EpochMillis): Promise<readonly ReviewOutcome[]> {
    return (await this.#all()).flatMap((record) =>
      record.kind === "report" &&
      record.review !== undefined &&
      record.review !== null &&
      record.review.at >= since &&
      record.reporterToldAt === undefined
        ? [{ reportId: record.id, reporterUid: record.reporterUid, reviewedAt: record.review.at }]
        : [],
    );
  }

  async markTold(reportId: string, at: EpochMillis): Promise<boolean> {
    return this.#database.transact(["reports"], "readwrite", async (transaction) => {
      const reports = transaction.objectStore("reports");
      const existing = await requestResult<ReportRecord | undefined>(reports.get(reportId));
      if (existing === undefined || existing.reporterToldAt !== undefined) return false;
      await requestResult(reports.put({ ...existing, reporterToldAt: at }));
      return true;
    });
  }

  async auditOf(reportId: string): Promise<readonly AuditEntry[]> {
    const entries = await this.#database.transact(["audit"], "readonly", (transaction) =>
      requestResult<AuditEntry[]>(transaction.objectStore("audit").index("reportId").getAll(reportId)),
    );
    return entries.sort((a, b) => a.at - b.at);
  }

  #byIndex(index: "reporterUid" | "reportedUid" | "school" | "matchId", key: string): Promise<ReportRecord[]> {
    return this.#database.transact(["reports"], "readonly", (transaction) =>
      requestResult<ReportRecord[]>(transaction.objectStore("reports").index(index).getAll(key)),
    );
  }

  #all(): Promise<ReportRecord[]> {
    return this.#database.transact(["reports"], "readonly", (transaction) =>
      requestResult<ReportRecord[]>(transaction.objectStore("reports").getAll()),
    );
  }

  /** Rewrites the report (`create`: also when there is none yet); `change` answering undefined leaves it be. */
  async #change(
    reportId: string,
    change: (existing: ReportRecord | undefined) => ReportRecord | undefined,
    create = false,
  ): Promise<void> {
    await this.#database.transact(["reports"], "readwrite", async (transaction) => {
      const reports = transaction.objectStore("reports");
      const existing = await requestResult<ReportRecord | undefined>(reports.get(reportId));
      if (existing === undefined && !create) return;
      const changed = change(existing);
      if (changed !== undefined) await requestResult(reports.put(changed));
    });
  }
}

/** What was filed, without what was added to it. */
function asFiled(record: ReportRecord): SafetyReport {
  const { id, kind, reporterUid, reportedUid, school, matchId, reason, details, createdAt } = record;
  // A report filed before the chat (issue 24) names no messages.
  const messageIds = record.messageIds ?? [];
  return { id, kind, reporterUid, reportedUid, school, matchId, reason, details, messageIds, createdAt };
}

/** Offline, nothing stamps a report's arrival: its review is due from its filing. */
function asReviewed(record: ReportRecord): ReviewedReport {
  return { ...asFiled(record), receivedAt: null, review: record.review ?? null };
}
