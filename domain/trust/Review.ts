import type { Arrival, MetAnswer } from "../meetups/Match";
import type { Place } from "../meetups/Place";
import type { SafetyReport } from "../meetups/Report";
import type { EpochMillis } from "../shared/EpochMillis";

/** Where a report stands: waiting for the team, or what the team did about it. */
export type ReviewStatus = "open" | "dismissed" | "warned" | "suspended" | "deleted";

/** What the team may do about a report, to the student it is about; each needs a note (why). */
export type ReviewAction =
  | { readonly kind: "dismiss" }
  | { readonly kind: "warn" }
  | { readonly kind: "suspend"; readonly days: number }
  | { readonly kind: "delete-account" };

export const STATUS_AFTER: Record<ReviewAction["kind"], Exclude<ReviewStatus, "open">> = {
  dismiss: "dismissed",
  warn: "warned",
  suspend: "suspended",
  "delete-account": "deleted",
};

/** A member of the trust and safety team, as the audit log names them. */
export interface Reviewer {
  readonly uid: string;
  readonly email: string;
}

/** One line of a report's audit log: who did what, when, to whom, and why. Appended, never changed. */
export interface AuditEntry {
  readonly id: string;
  readonly reportId: string;
  readonly at: EpochMillis;
  readonly reviewer: Reviewer;
  readonly action: ReviewAction["kind"];
  /** A suspension's length; null for the other actions. */
  readonly days: number | null;
  readonly note: string;
  /** The student acted on: the one the report is about. */
  readonly subjectUid: string;
}

export type NewAuditEntry = Omit<AuditEntry, "id">;

/**
 * The team's decision on a report: what was done to the student it is about, and when. Only the
 * team (and the system) reads it; the reporter may know when their report was reviewed, never this.
 */
export interface ReviewDecision {
  readonly status: Exclude<ReviewStatus, "open">;
  readonly at: EpochMillis;
}

/**
 * A report as its own record tells it, without the decision: when it arrived and when it was
 * reviewed (what the outcomes count, and what its reporter may know).
 */
export interface ReportProgress extends SafetyReport {
  /** When the system received it (the functions stamp it); null where nothing stamps it (offline). */
  readonly receivedAt: EpochMillis | null;
  /** When the team decided on it; null while it is open. */
  readonly reviewedAt: EpochMillis | null;
}

/** A report with what the system and the team added to it: when it arrived, and the team's decision. */
export interface ReviewedReport extends SafetyReport {
  /** When the system received it (the functions stamp it); null where nothing stamps it (offline). */
  readonly receivedAt: EpochMillis | null;
  readonly review: ReviewDecision | null;
}

export const statusOf = (report: ReviewedReport): ReviewStatus => report.review?.status ?? "open";

/** An open report in the team's queue, with the time its review is promised by. */
export interface QueuedReport {
  readonly id: string;
  readonly reason: SafetyReport["reason"];
  readonly school: string;
  readonly filedAt: EpochMillis;
  /** The terms' promise: reviewed within REPORT_REVIEW_MAX_HOURS of its arrival. */
  readonly dueAt: EpochMillis;
  readonly overdue: boolean;
}

/** One line of a student's history: a report by them or about them. */
export interface CaseReport {
  readonly id: string;
  readonly kind: SafetyReport["kind"];
  readonly reason: SafetyReport["reason"];
  readonly filedAt: EpochMillis;
  readonly status: ReviewStatus;
}

/** A student on a report's page: who they are, and their history of reports and no-shows. */
export interface CasePerson {
  readonly uid: string;
  readonly firstName: string;
  /** Null once they deleted their account. */
  readonly email: string | null;
  readonly suspendedUntil: EpochMillis | null;
  readonly reportsFiled: readonly CaseReport[];
  readonly reportsAbout: readonly CaseReport[];
  /** The meals they missed (the no-show rule's), newest first. */
  readonly noShows: readonly { readonly matchId: string; readonly slot: EpochMillis }[];
}

/** The match a report is about, as the team needs it: when, where, who confirmed, who came. */
export interface CaseMatch {
  readonly id: string;
  readonly dayId: string;
  readonly slot: EpochMillis;
  readonly createdAt: EpochMillis;
  /** Null for a table not yet told its place. */
  readonly place: Place | null;
  readonly members: readonly {
    readonly uid: string;
    readonly firstName: string;
    readonly confirmedAt: EpochMillis | null;
    readonly cancelledAt: EpochMillis | null;
    readonly arrival: Arrival | null;
    /** Their own answer to "Did you meet?", or null. */
    readonly met: MetAnswer | null;
  }[];
}

/** A message the report names (reported from the conversation): what the team may read of it. */
export interface ReportedMessage {
  readonly id: string;
  readonly text: string;
  readonly sentAt: EpochMillis;
}

/** A report's page in the console. */
export interface ReportCase {
  readonly report: ReviewedReport;
  readonly status: ReviewStatus;
  readonly dueAt: EpochMillis;
  readonly reporter: CasePerson;
  readonly reported: CasePerson;
  readonly match: CaseMatch | null;
  /** The messages of the reported student the report names, oldest first; none for a report filed from the card. */
  readonly messages: readonly ReportedMessage[];
  /** Oldest first. */
  readonly audit: readonly AuditEntry[];
}
