import type { Match } from "../meetups/Match";
import type { Backoffice } from "../meetups/ports/Backoffice";
import type { MatchStore } from "../meetups/ports/MatchStore";
import type { ReportStore } from "../meetups/ports/ReportStore";
import { type ReportReason, type SafetyReport, safetyReportId } from "../meetups/Report";
import { schoolOf } from "../meetups/schoolOf";
import type { Session } from "../session/Session";
import type { Clock } from "../shared/ports/Clock";
import type { DemoCohort } from "./ports/DemoCohort";

export interface FileDemoReportsPorts {
  readonly session: Session;
  readonly cohort: DemoCohort;
  /** Read as each demo student reads theirs. */
  readonly matches: MatchStore;
  readonly reports: ReportStore;
  readonly backoffice: Backoffice;
  readonly clock: Clock;
}

/** As many cases as the console has actions to take on someone: warn, suspend, delete. */
export const DEMO_CASES = 3;

/** What each case says: a reason the report form offers, and what the reporter wrote. */
const DEMO_CASE_WORDS: readonly { readonly reason: ReportReason; readonly details: string }[] = [
  { reason: "inappropriate-messages", details: "Kept asking for my number after I said no. (A demo report.)" },
  { reason: "did-not-show-up", details: "Confirmed, then never came and never wrote. (A demo report.)" },
  { reason: "fake-profile", details: "Not the person in the profile, I think. (A demo report.)" },
];

/**
 * Developer tools (offline backend): cases for the demo reviewer. Demo students of the signed-in
 * student's school report demo students they were matched with, each case about a different student
 * who still has an account, so that every action of the console (dismiss, warn, suspend, delete) can
 * be tried. Filed as a student files a report; the team is told as for any. Returns how many were
 * filed: none until demo students have been matched with each other (Run matching now).
 */
export class FileDemoReports {
  readonly #ports: FileDemoReportsPorts;

  constructor(ports: FileDemoReportsPorts) {
    this.#ports = ports;
  }

  async execute(): Promise<number> {
    const { session, cohort, matches, reports, backoffice, clock } = this.#ports;
    const user = session.current();
    if (user === null) throw new Error("Sign in first: the demo students of your school file the reports");
    const school = schoolOf(user.email);
    const demo = new Set((await cohort.list()).map((student) => student.uid));
    const involved = new Set<string>();
    let filed = 0;
    for (const reporterUid of demo) {
      const words = DEMO_CASE_WORDS[filed];
      if (words === undefined) break;
      if (involved.has(reporterUid)) continue;
      const theirs = (await matches.listForStudent(reporterUid)).filter((match) => match.school === school);
      const found = firstOtherDemoStudent(theirs, reporterUid, (uid) => demo.has(uid) && !involved.has(uid));
      if (found === null) continue;
      const report: Omit<SafetyReport, "id"> = {
        kind: "report",
        reporterUid,
        reportedUid: found.uid,
        school,
        matchId: found.match.id,
        reason: words.reason,
        details: words.details,
        messageIds: [],
        createdAt: clock.now(),
      };
      const withId = { ...report, id: safetyReportId(report) };
      await reports.file(withId);
      await backoffice.afterReportFiled(withId);
      involved.add(reporterUid);
      involved.add(found.uid);
      filed += 1;
    }
    return filed;
  }
}

function firstOtherDemoStudent(
  matches: readonly Match[],
  uid: string,
  eligible: (uid: string) => boolean,
): { readonly match: Match; readonly uid: string } | null {
  for (const match of matches) {
    const other = match.memberIds.find((member) => member !== uid && eligible(member));
    if (other !== undefined) return { match, uid: other };
  }
  return null;
}
