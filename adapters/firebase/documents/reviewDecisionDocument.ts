import type { ReviewDecision, ReviewStatus } from "../../../domain/trust/Review";
import { millisOr, type TimeCodec } from "./timeCodec";

/**
 * `review_decisions/{reportId}`: the team's decision on a report, apart from the report, which its
 * reporter reads. The functions write it (`reviewAction`), together with the report's `reviewed_at`;
 * the rules let only the trust and safety team read it, and nobody write it.
 */
export function toReviewDecisionDocument(
  reportId: string,
  decision: ReviewDecision,
  codec: TimeCodec,
): Record<string, unknown> {
  return { report_id: reportId, status: decision.status, at: codec.fromMillis(decision.at) };
}

const DECIDED: readonly ReviewDecision["status"][] = ["dismissed", "warned", "suspended", "deleted"];

/** The decision as stored; null for no document, or one with no status the team can take. */
export function fromReviewDecisionDocument(
  data: Record<string, unknown> | undefined,
  codec: TimeCodec,
): ReviewDecision | null {
  const status = DECIDED.find((candidate: ReviewStatus) => candidate === data?.status);
  return status === undefined ? null : { status, at: millisOr(codec, data?.at, 0) };
}
