import type { AccountRecords } from "../account/ports/AccountRecords";
import type { ConversationRecords } from "../chat/ports/ConversationRecords";
import { FORMER_MEMBER_NAME } from "../meetups/formerMember";
import type { Match } from "../meetups/Match";
import { isStillAhead, membersOf } from "../meetups/matchStatus";
import { noShowsOf } from "../meetups/noShows";
import type { MatchRecords } from "../meetups/ports/MatchRecords";
import type { ProfileRecords } from "../profile/ports/ProfileRecords";
import { readStoredProfile } from "../profile/storedProfile";
import type { DataSubject } from "../shared/DataSubject";
import type { EpochMillis } from "../shared/EpochMillis";
import { SUSPENSION_MAX_DAYS } from "../shared/policyPromises";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { DAY_MS } from "../shared/time";
import type { ReviewRecords } from "./ports/ReviewRecords";
import {
  type CaseMatch,
  type CasePerson,
  type CaseReport,
  type QueuedReport,
  type ReportCase,
  type ReportedMessage,
  type ReviewAction,
  type ReviewedReport,
  type Reviewer,
  STATUS_AFTER,
  statusOf,
} from "./Review";
import { ReviewError } from "./reviewErrors";
import { isOwnCase, reviewDueAt, reviewQueue } from "./reviewQueue";
import { REVIEW_NOTE_MAX_LENGTH } from "./reviewRules";
import { warningEmail } from "./trustEmails";

export interface ReviewReportsPorts {
  readonly reviews: ReviewRecords;
  readonly matches: MatchRecords;
  readonly conversations: ConversationRecords;
  readonly profiles: ProfileRecords;
  readonly accounts: AccountRecords;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** Deletes a student's account and personal data (ErasePersonalData). */
  readonly eraseAccount: (subject: DataSubject) => Promise<void>;
  /** What follows any cancellation (SettleMatch): the others are told. */
  readonly settleMatch: (matchId: string) => Promise<void>;
}

/**
 * The trust and safety team's work (system; only a reviewer reaches it): the queue of open reports,
 * a report's page (what was reported, the messages it names, the match it is about, both students'
 * history), and the
 * actions on the student reported, each with a note and each written to the report's audit log:
 * dismiss; warn (an email); suspend for a number of days (no opt-in, no match, their meals ahead
 * called off with the others told); delete their account. A report is decided once.
 */
export class ReviewReports {
  readonly #ports: ReviewReportsPorts;

  constructor(ports: ReviewReportsPorts) {
    this.#ports = ports;
  }

  /** The open reports `reviewer` may take: not their own cases (isOwnCase), which go to another reviewer. */
  async queue(reviewer: Reviewer): Promise<QueuedReport[]> {
    const { reviews, accounts, clock } = this.#ports;
    const open = await reviews.listOpen();
    const members = [...new Set(open.flatMap((report) => [report.reporterUid, report.reportedUid]))];
    const emails = new Map(await Promise.all(members.map(async (uid) => [uid, await accounts.emailOf(uid)] as const)));
    return reviewQueue(open, clock.now(), reviewer, (uid) => emails.get(uid) ?? null);
  }

  /**
   * A report's page; null when there is no such report. Refused (ReviewError "own-case") to a
   * reviewer who filed it or whom it is about.
   */
  async caseOf(reportId: string, reviewer: Reviewer): Promise<ReportCase | null> {
    const report = await this.#ports.reviews.get(reportId);
    if (report === null || report.kind !== "report") return null;
    await this.#refuseOwnCase(report, reviewer);
    return this.#caseOf(report);
  }

  async #caseOf(report: ReviewedReport): Promise<ReportCase> {
    const { reviews, matches, clock } = this.#ports;
    const reportId = report.id;
    const now = clock.now();
    const match = await matches.get(report.matchId);
    const [reporter, reported, audit, messages] = await Promise.all([
      this.#person(report.reporterUid, match, now),
      this.#person(report.reportedUid, match, now),
      reviews.auditOf(reportId),
      this.#reportedMessages(report),
    ]);
    return {
      report,
      status: statusOf(report),
      dueAt: reviewDueAt(report),
      reporter,
      reported,
      match: match === null ? null : caseMatchOf(match),
      messages,
      audit,
    };
  }

  /** A reviewer never acts on, nor reads, their own case: another reviewer takes it. */
  async #refuseOwnCase(report: ReviewedReport, reviewer: Reviewer): Promise<void> {
    const { accounts } = this.#ports;
    const [reporter, reported] = await Promise.all([
      accounts.emailOf(report.reporterUid),
      accounts.emailOf(report.reportedUid),
    ]);
    const emails = new Map([
      [report.reporterUid, reporter],
      [report.reportedUid, reported],
    ]);
    if (isOwnCase(report, reviewer, (uid) => emails.get(uid) ?? null)) throw new ReviewError("own-case");
  }

  /**
   * Takes the action on the student the report is about, and records it; answers the report's page
   * as it is now. Refused (ReviewError "own-case") to a reviewer who filed it or whom it is about.
   */
  async act(reportId: string, reviewer: Reviewer, action: ReviewAction, note: string): Promise<ReportCase> {
    const { reviews, accounts, clock } = this.#ports;
    const why = note.trim();
    if (why === "") throw new ReviewError("note-missing");
    if (why.length > REVIEW_NOTE_MAX_LENGTH) throw new ReviewError("note-too-long");
    if (action.kind === "suspend" && !isSuspensionLength(action.days)) throw new ReviewError("invalid-days");
    const report = await reviews.get(reportId);
    if (report === null || report.kind !== "report") throw new ReviewError("not-found");
    await this.#refuseOwnCase(report, reviewer);
    if (report.review !== null) throw new ReviewError("already-reviewed");
    const subject = report.reportedUid;
    const email = await accounts.emailOf(subject);
    if (action.kind !== "dismiss" && email === null) throw new ReviewError("member-gone");
    const now = clock.now();
    await this.#take(action, report, { uid: subject, email: email ?? "" }, now);
    const recorded = await reviews.resolve(
      reportId,
      { status: STATUS_AFTER[action.kind], at: now },
      {
        reportId,
        at: now,
        reviewer,
        action: action.kind,
        days: action.kind === "suspend" ? action.days : null,
        note: why,
        subjectUid: subject,
      },
    );
    if (!recorded) throw new ReviewError("already-reviewed");
    return this.caseOf(reportId, reviewer) as Promise<ReportCase>;
  }

  async #take(action: ReviewAction, report: ReviewedReport, subject: DataSubject, now: EpochMillis): Promise<void> {
    const { profiles, mailer, eraseAccount } = this.#ports;
    switch (action.kind) {
      case "dismiss":
        return;
      case "warn":
        await mailer.send(warningEmail(subject.email, subject.uid, report.reason));
        return;
      case "suspend":
        await profiles.suspend(subject.uid, now + action.days * DAY_MS, report.reason ?? "other");
        await this.#callOffMealsAhead(subject.uid, now);
        return;
      case "delete-account":
        await eraseAccount(subject);
        return;
    }
  }

  /** The messages the report names, and only those the reported student sent in the match's conversation. */
  async #reportedMessages(report: ReviewedReport): Promise<ReportedMessage[]> {
    if (report.messageIds.length === 0) return [];
    const named = new Set(report.messageIds);
    return (await this.#ports.conversations.messages(report.matchId))
      .filter((message) => named.has(message.id) && message.senderUid === report.reportedUid)
      .map(({ id, text, sentAt }) => ({ id, text, sentAt }));
  }

  /** A suspended student's meals still ahead are called off, and the others told as of any cancellation. */
  async #callOffMealsAhead(uid: string, now: EpochMillis): Promise<void> {
    const { matches, settleMatch } = this.#ports;
    for (const match of await matches.listFor(uid)) {
      const member = match.members[uid];
      if (member === undefined || member.cancelledAt !== null || !isStillAhead(match, now)) continue;
      const calledOff = { ...match, members: { ...match.members, [uid]: { ...member, cancelledAt: now } } };
      await matches.replace(match.id, calledOff, await matches.revealedOn(match.id));
      await settleMatch(match.id);
    }
  }

  async #person(uid: string, match: Match | null, now: EpochMillis): Promise<CasePerson> {
    const { profiles, accounts, reviews, matches } = this.#ports;
    const [stored, email, history, theirMatches] = await Promise.all([
      profiles.read(uid),
      accounts.emailOf(uid),
      reviews.involving(uid),
      matches.listFor(uid),
    ]);
    const profile = stored === null ? null : readStoredProfile(stored);
    const suspendedUntil = profile?.suspended_until ?? null;
    const line = (report: ReviewedReport): CaseReport => ({
      id: report.id,
      kind: report.kind,
      reason: report.reason,
      filedAt: report.createdAt,
      status: statusOf(report),
    });
    const newestFirst = (a: CaseReport, b: CaseReport) => b.filedAt - a.filedAt;
    return {
      uid,
      firstName: profile?.first_name || match?.members[uid]?.firstName || FORMER_MEMBER_NAME,
      email,
      suspendedUntil: suspendedUntil !== null && suspendedUntil > now ? suspendedUntil : null,
      reportsFiled: history
        .filter((report) => report.reporterUid === uid)
        .map(line)
        .sort(newestFirst),
      reportsAbout: history
        .filter((report) => report.reportedUid === uid)
        .map(line)
        .sort(newestFirst),
      noShows: noShowsOf(uid, theirMatches, now)
        .map((missed) => ({ matchId: missed.id, slot: missed.slot }))
        .sort((a, b) => b.slot - a.slot),
    };
  }
}

/** A whole number of days, from one to the longest suspension. */
export const isSuspensionLength = (days: number): boolean =>
  Number.isInteger(days) && days >= 1 && days <= SUSPENSION_MAX_DAYS;

function caseMatchOf(match: Match): CaseMatch {
  return {
    id: match.id,
    dayId: match.dayId,
    slot: match.slot,
    createdAt: match.createdAt,
    place: match.place,
    members: membersOf(match).map((member) => ({
      uid: member.uid,
      firstName: member.firstName,
      confirmedAt: member.confirmedAt,
      cancelledAt: member.cancelledAt,
      arrival: member.arrival,
      met: member.feedback?.met ?? null,
    })),
  };
}
