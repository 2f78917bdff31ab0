import { FORMER_MEMBER_NAME } from "../meetups/formerMember";
import type { MatchRecords } from "../meetups/ports/MatchRecords";
import type { ReportRecords } from "../meetups/ports/ReportRecords";
import { type SafetyReport, safetyReportId } from "../meetups/Report";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";
import { HELD_EXCLUSION_REASON, KEPT_REPORT_REASON, KEPT_REPORT_RETENTION_MS } from "./privacyRules";

const involves = (report: SafetyReport, uid: string) => report.reporterUid === uid || report.reportedUid === uid;

/**
 * `reports/{reportId}`: the blocks, reports and "not again" the student filed (in the download, the
 * other named by first name; never the team's decision about the other, which is theirs to know
 * nothing of). A report goes, moves or stays with its decision and audit log (ReportRecords). Erased: when a hold is kept for their address (Erasure.hold), what
 * others filed about them is kept about the hold until it ends (a report at least for its own
 * period), under its id, naming its match by the match's new id, so that an account made again
 * with the address inherits those exclusions (InheritAccountHold). Otherwise, and for what they
 * filed: a report is kept, for the period the privacy policy states and with the reason
 * (KEPT_REPORT_REASON), naming its match by the match's new id; a block or a "not again" goes;
 * the others' reports on a match that was renamed follow it. Comes after the matches.
 */
export function reportsData(reports: ReportRecords, matches: MatchRecords): PersonalDataPart {
  return {
    name: "reports",
    async exportFor({ uid }) {
      const filed = (await reports.involving(uid)).filter((report) => report.reporterUid === uid);
      const mine = await matches.listFor(uid);
      return filed
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((report) => {
          const match = mine.find((candidate) => candidate.id === report.matchId);
          return {
            kind: report.kind,
            about: match?.members[report.reportedUid]?.firstName ?? FORMER_MEMBER_NAME,
            meal_day: match?.dayId ?? null,
            reason: report.reason,
            details: report.details,
            filed_at: isoTime(report.createdAt),
          };
        });
    },
    async eraseFor({ uid }, { now, renamedMatches, hold }) {
      for (const report of await reports.involving(uid)) {
        const matchId = renamedMatches.get(report.matchId)?.id ?? report.matchId;
        const reportRetention = { until: now + KEPT_REPORT_RETENTION_MS, reason: KEPT_REPORT_REASON };
        if (hold !== null && report.reportedUid === uid && report.reporterUid !== uid) {
          const retention =
            report.kind === "report"
              ? { ...reportRetention, until: Math.max(reportRetention.until, hold.keptUntil) }
              : { until: hold.keptUntil, reason: HELD_EXCLUSION_REASON };
          await reports.keep(report.id, retention, matchId, hold.as);
          continue;
        }
        if (report.kind !== "report") {
          await reports.remove(report.id);
          continue;
        }
        await reports.keep(report.id, reportRetention, matchId);
      }
      for (const [oldId, match] of renamedMatches) {
        for (const report of await reports.onMatch(oldId)) {
          if (involves(report, uid)) continue;
          const moved = { ...report, matchId: match.id };
          await reports.move(report.id, { ...moved, id: safetyReportId(moved) });
        }
      }
    },
  };
}
