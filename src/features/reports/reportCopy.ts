import { REPORT_DETAILS_MAX_LENGTH } from "../../../domain/meetups/meetupRules";
import type { ReportReason } from "../../../domain/meetups/Report";
import { REPORT_REVIEW_MAX_HOURS, REPORT_REVIEW_MIN_HOURS } from "../../../domain/shared/policyPromises";

/** The words of "Report or block", on a match in the hub and on a past meal in Your meals. */
export const reportCopy = {
  reportOrBlock: "Report or block",
  reportHeading: (name: string) => `Report or block ${name}`,
  reportHeadingAtTable: "Report or block someone at your table",
  who: "Who?",
  reportIntro: `Either way, you'll never be matched again, and a meal still ahead is called off without any penalty for you.`,
  reportIntroAtTable: `Either way, you'll never be seated or matched together again, and if the dinner is still ahead you leave the table without any penalty.`,
  reportedMessage: (name: string) =>
    `The message from ${name} you're reporting (our trust and safety team will read it):`,
  chooseBlock: "Block",
  chooseBlockHint: "They won't be matched with you again. Nobody is told.",
  chooseReport: "Report",
  chooseReportHint: `Also tell our trust and safety team, who review every report within ${REPORT_REVIEW_MIN_HOURS}–${REPORT_REVIEW_MAX_HOURS} hours.`,
  reason: "What happened?",
  chooseReason: "Choose a reason",
  details: "Tell us more (optional)",
  detailsLength: (length: number) =>
    `${length.toLocaleString("en-US")} / ${REPORT_DETAILS_MAX_LENGTH.toLocaleString("en-US")}`,
  submitBlock: "Block",
  submitReport: "Send report",
  cancelReport: "Cancel",
  blocked: (name: string) => `${name} is blocked. You won't be matched again.`,
  reported: (name: string) =>
    `Thank you. Your report about ${name} reaches our trust and safety team, who review it within ${REPORT_REVIEW_MIN_HOURS}–${REPORT_REVIEW_MAX_HOURS} hours. You won't be matched again.`,
  emergency: "In an emergency, call 911 first.",
  reasons: {
    "made-me-uncomfortable": "Made me feel uncomfortable or unsafe",
    harassment: "Harassment or threats",
    "inappropriate-messages": "Inappropriate messages or behaviour",
    "did-not-show-up": "Didn't show up",
    "fake-profile": "Fake profile or not a student",
    other: "Something else",
  } satisfies Record<ReportReason, string>,
  close: "Close",
} as const;
