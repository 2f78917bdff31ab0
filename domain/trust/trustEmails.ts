import type { ReportReason } from "../meetups/Report";
import type { EpochMillis } from "../shared/EpochMillis";
import { REPORT_REVIEW_MAX_HOURS, REPORT_SUMMARY_AFTER_HOURS } from "../shared/policyPromises";
import type { OutgoingEmail } from "../shared/ports/Mailer";
import { wholeHoursBetween } from "../shared/time";
import type { QueuedReport } from "./Review";

/** A report's reason as the emails say it (the app's own words are the dashboard's). */
const REASON_WORDS: Record<ReportReason, string> = {
  "made-me-uncomfortable": "making someone feel uncomfortable or unsafe",
  harassment: "harassment or threats",
  "inappropriate-messages": "inappropriate messages or behaviour",
  "did-not-show-up": "not showing up",
  "fake-profile": "a fake profile",
  other: "something that happened at a meal",
};

const consolePath = (reportId: string) => `/team/reports/${encodeURIComponent(reportId)}`;

/**
 * The team's notice of a new report: which one to open in the console, and the promise the terms
 * make. What was reported stays in the console, not in an email.
 */
export function reportToReviewEmail(
  to: string,
  report: { readonly id: string; readonly school: string; readonly reporterUid: string; readonly reportedUid: string },
): OutgoingEmail {
  return {
    to,
    subject: "A new report to review",
    text: `A report was filed at ${report.school}. The terms promise a review within ${REPORT_REVIEW_MAX_HOURS} hours: open it in the trust and safety console.`,
    link: consolePath(report.id),
    about: [report.reporterUid, report.reportedUid],
  };
}

/** The team's daily summary: the open reports older than REPORT_SUMMARY_AFTER_HOURS, the overdue ones first. */
export function openReportsSummaryEmail(to: string, open: readonly QueuedReport[], now: EpochMillis): OutgoingEmail {
  const overdue = open.filter((report) => report.overdue).length;
  const hoursLeft = (report: QueuedReport) => wholeHoursBetween(now, report.dueAt);
  const lines = open.map(
    (report) =>
      `- ${report.school}, filed ${new Date(report.filedAt).toISOString().slice(0, 16).replace("T", " ")} UTC: ${report.overdue ? "OVERDUE" : `${hoursLeft(report)} h left`}`,
  );
  return {
    to,
    subject: `${open.length} open ${open.length === 1 ? "report" : "reports"} past ${REPORT_SUMMARY_AFTER_HOURS} hours`,
    text: `${open.length} ${open.length === 1 ? "report has" : "reports have"} waited more than ${REPORT_SUMMARY_AFTER_HOURS} hours for review${overdue > 0 ? `, ${overdue} past the ${REPORT_REVIEW_MAX_HOURS}-hour promise` : ""}.\n\n${lines.join("\n")}\n\nOpen the trust and safety console to review them.`,
    link: "/team",
  };
}

/** The warning a reviewer sends, in the product's voice: what was reported, what we ask, what comes next. */
export function warningEmail(to: string, subjectUid: string, reason: ReportReason | null): OutgoingEmail {
  const what = reason === null ? REASON_WORDS.other : REASON_WORDS[reason];
  return {
    to,
    subject: "A note from the Strangers trust and safety team",
    text: `Hi,\n\nSomeone you met through Strangers sent us a report about ${what}. Our trust and safety team looked into it, and this is a warning.\n\nStrangers works because people show up for each other and treat each other with respect. Please read our Safety & Meet-Up Guidelines again before your next meal. If we receive another report like this, we may suspend or delete your account.\n\nIf you think we got this wrong, reply to this email and tell us what happened.\n\nThe Strangers team`,
    link: "/safety",
    about: [subjectUid],
  };
}
