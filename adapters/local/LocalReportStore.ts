import type { ReportLedger } from "../../domain/meetups/ports/ReportLedger";
import type { ReportRecords, Retention } from "../../domain/meetups/ports/ReportRecords";
import type { ReportStore } from "../../domain/meetups/ports/ReportStore";
import type { SafetyReport } from "../../domain/meetups/Report";
import type { ReviewOutcome, ReviewOutcomeLedger } from "../../domain/notifications/ports/ReviewOutcomeLedger";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { ReviewRecords } from "../../domain/trust/ports/ReviewRecords";
import type { AuditEntry, NewAuditEntry, ReviewDecision, ReviewedReport } from "../../domain/trust/Review";
import type { LocalChangeSignal } from "./LocalChangeSignal";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/**
 * A report as kept here: what was filed, and what the system and an erasure added to it; of the
 * team's decision, only when it was taken (the decision itself is a record of `reviewDecisions`).
 */
interface ReportRecord extends SafetyReport {
  readonly reviewedAt?: EpochMillis;
  /** When its reporter was told it was reviewed (NotifyReviewOutcome). */
  readonly reporterToldAt?: EpochMillis;
  readonly retainedUntil?: EpochMillis;
  readonly retentionReason?: string;
}

/** The team's decision on a report, apart from it: the stand-in for `review_decisions/{reportId}`. */
interface DecisionRecord extends ReviewDecision {
  readonly reportId: string;
}

/**
 * Blocks and reports in IndexedDB: the offline stand-in for Firestore `reports`, the team's
 * decisions (`reviewDecisions`, apart from the reports their reporters read) and each report's
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
    return this.#withDecisions([...byId.values()]);
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
    await this.#database.transact(["reports", "reviewDecisions", "audit"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("reports").delete(reportId));
      await requestResult(transaction.objectStore("reviewDecisions").delete(reportId));
      const audit = transaction.objectStore("audit");
      for (const key of await requestResult(audit.index("reportId").getAllKeys(reportId))) {
        await requestResult(audit.delete(key));
      }
    });
  }

  async move(oldId: string, report: SafetyReport, retention?: Retention | null): Promise<void> {
    await this.#database.transact(["reports", "reviewDecisions", "audit"], "readwrite", async (transaction) => {
      const reports = transaction.objectStore("reports");
      const existing = await requestResult<ReportRecord | undefined>(reports.get(oldId));
      if (existing === undefined) return;
      const decisions = transaction.objectStore("reviewDecisions");
      const decision = await requestResult<DecisionRecord | undefined>(decisions.get(oldId));
      if (decision !== undefined) {
        await requestResult(decisions.delete(oldId));
        await requestResult(decisions.put({ ...decision, reportId: report.id }));
      }
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
      .filter((record) => record.kind === "report" && record.reviewedAt === undefined)
      .map((record) => asReviewed(record, undefined));
  }

  async get(reportId: string): Promise<ReviewedReport | null> {
    const [record, decision] = await this.#database.transact(
      ["reports", "reviewDecisions"],
      "readonly",
      (transaction) =>
        Promise.all([
          requestResult<ReportRecord | undefined>(transaction.objectStore("reports").get(reportId)),
          requestResult<DecisionRecord | undefined>(transaction.objectStore("reviewDecisions").get(reportId)),
        ]),
    );
    return record === undefined ? null : asReviewed(record, decision);
  }

  /** The decision goes to `reviewDecisions`; the report keeps only when (`reviewedAt`), as on Firebase. */
  async resolve(reportId: string, review: ReviewDecision, entry: NewAuditEntry): Promise<boolean> {
    return this.#database.transact(["reports", "reviewDecisions", "audit"], "readwrite", async (transaction) => {
      const reports = transaction.objectStore("reports");
      const decisions = transaction.objectStore("reviewDecisions");
      const existing = await requestResult<ReportRecord | undefined>(reports.get(reportId));
      if (existing === undefined || existing.reviewedAt !== undefined) return false;
      if ((await requestResult(decisions.getKey(reportId))) !== undefined) return false;
      await requestResult(reports.put({ ...existing, reviewedAt: review.at }));
      await requestResult(decisions.add({ reportId, status: review.status, at: review.at }));
      const logged: AuditEntry = { ...entry, id: crypto.randomUUID() };
      await requestResult(transaction.objectStore("audit").add(logged));
      return true;
    });
  }

  async untoldSince(since: EpochMillis): Promise<readonly ReviewOutcome[]> {
    return (await this.#all()).flatMap((record) =>
      record.kind === "report" &&
      record.reviewedAt !== undefined &&
      record.reviewedAt >= since &&
      record.reporterToldAt === undefined
        ? [{ reportId: record.id, reporterUid: record.reporterUid, reviewedAt: record.reviewedAt }]
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

  /** The reports with the team's decision on each, read together. */
  #withDecisions(records: readonly ReportRecord[]): Promise<ReviewedReport[]> {
    return this.#database.transact(["reviewDecisions"], "readonly", (transaction) => {
      const decisions = transaction.objectStore("reviewDecisions");
      return Promise.all(
        records.map(async (record) =>
          asReviewed(record, await requestResult<DecisionRecord | undefined>(decisions.get(record.id))),
        ),
      );
    });
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
function asReviewed(record: ReportRecord, decision: DecisionRecord | undefined): ReviewedReport {
  return {
    ...asFiled(record),
    receivedAt: null,
    review: decision === undefined ? null : { status: decision.status, at: decision.at },
  };
}
