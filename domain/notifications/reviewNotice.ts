import type { NoticeCandidate } from "./dueNotices";
import { REVIEW_OUTCOME_USEFUL_MS } from "./notificationRules";
import { notificationTexts } from "./notificationTexts";
import type { ReviewOutcome } from "./ports/ReviewOutcomeLedger";

/** The tag of a report's notification. */
export const reviewTag = (reportId: string): string => `report:${reportId}`;

/** The screen it opens: the safety guidelines, which say what the team may do. */
export const REVIEW_LINK = "/safety";

/**
 * What the reporter is told once the team has reviewed their report: the same words whatever was
 * decided (dismissed, a warning, a suspension, a deletion), and no name: only that it was reviewed,
 * which the report's own promise ("reviewed within 24–48 hours") leads them to expect.
 */
export function reviewOutcomeCandidate(outcome: ReviewOutcome): NoticeCandidate {
  return {
    key: "reviewed",
    reminder: false,
    dueAt: outcome.reviewedAt,
    usefulUntil: outcome.reviewedAt + REVIEW_OUTCOME_USEFUL_MS,
    notice: {
      kind: "reviews",
      ...notificationTexts.reviewed(),
      link: REVIEW_LINK,
      tag: reviewTag(outcome.reportId),
      alert: true,
    },
  };
}
