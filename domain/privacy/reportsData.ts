import { FORMER_MEMBER_NAME } from "../meetups/formerMember";
import type { MatchRecords } from "../meetups/ports/MatchRecords";
import type { ReportRecords } from "../meetups/ports/ReportRecords";
import { type SafetyReport, safetyReportId } from "../meetups/Report";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";
import { KEPT_REPORT_REASON, KEPT_REPORT_RETENTION_MS } from "./privacyRules";

const involves = (report: SafetyReport, uid: string) => report.reporterUid === uid || report.reportedUid === uid;

/**
 * `reports/{reportId}`: the blocks, reports and "not again" the student filed (in the download, the
 * other named by first name). Erased: a report filed by or about them is kept, for the period the
 * privacy policy states and with the reason (KEPT_REPORT_REASON), naming its match by the match's
 * new id; a block or a "not again" by or about them goes (nobody is matched with a deleted account);
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
    async eraseFor({ uid }, { now, renamedMatches }) {
      for (const report of await reports.involving(uid)) {
        if (report.kind !== "report") {
          await reports.remove(report.id);
          continue;
        }
        const retention = { until: now + KEPT_REPORT_RETENTION_MS, reason: KEPT_REPORT_REASON };
        await reports.keep(report.id, retention, renamedMatches.get(report.matchId)?.id ?? report.matchId);
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
