import type { Match } from "./Match";
import { othersOf } from "./matchStatus";
import { isReportOrBlock, type SafetyReport } from "./Report";

/** One of the others on a match whom the student reported or blocked from it. */
export interface ReportedByMe {
  readonly uid: string;
  readonly kind: "report" | "block";
}

/**
 * The others on `match` whom `uid` reported or blocked from it (the report if both), out of the
 * student's own filed reports: wherever the meal is shown, it says so instead of offering
 * "Report or block" again.
 */
export function reportedByMe(match: Match, uid: string, filed: readonly SafetyReport[]): ReportedByMe[] {
  const onThisMatch = filed.filter(
    (report) => report.matchId === match.id && report.reporterUid === uid && isReportOrBlock(report),
  );
  return othersOf(match, uid).flatMap((other) => {
    const kinds = onThisMatch.filter((report) => report.reportedUid === other.uid).map((report) => report.kind);
    if (kinds.length === 0) return [];
    return [{ uid: other.uid, kind: kinds.includes("report") ? ("report" as const) : ("block" as const) }];
  });
}
