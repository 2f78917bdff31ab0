import type { OutgoingEmail } from "../../domain/ports/Mailer";
import { REPORT_REVIEW_MAX_HOURS } from "../../domain/trust/policyPromises";

/**
 * The trust and safety team's notice of a new report: which one to open in the console, and the
 * promise the terms make. What was reported stays in the document, not in an email.
 */
export function reportToReviewEmail(to: string, reportId: string, report: Record<string, unknown>): OutgoingEmail {
  return {
    to,
    subject: "A new report to review",
    text: `Report ${reportId} (${String(report.reason ?? "no reason")}, ${String(report.school ?? "")}) was filed. The terms promise a review within ${REPORT_REVIEW_MAX_HOURS} hours: open reports/${reportId} in the Firestore console.`,
    link: "/",
  };
}
