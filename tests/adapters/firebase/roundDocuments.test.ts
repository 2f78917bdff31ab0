import { describe, expect, it } from "vitest";
import {
  fromRecordedRound,
  fromStudentOutcomeDocument,
  toRecordedRound,
  toStudentOutcomeDocument,
} from "../../../adapters/firebase/documents/roundDocuments";
import type { NoMatchReason, RoundOutcome } from "../../../domain/meetups/Match";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";

/** Every reason a student was not matched survives the round's record and their own part of it. */
describe("the round's documents", () => {
  const reasons: Record<NoMatchReason, string> = {
    "no-partner": "ana",
    "joined-after-matching": "ben",
    "no-table": "cy",
    "no-place": "dee",
    snoozed: "eve",
    "paused-for-no-shows": "fay",
    "profile-incomplete": "gus",
    suspended: "hal",
  };
  const notMatched = Object.fromEntries(Object.entries(reasons).map(([reason, uid]) => [uid, reason as NoMatchReason]));
  const outcome: RoundOutcome = {
    dayId: "2030-03-06",
    ranAt: Date.UTC(2030, 2, 5, 12),
    matchIds: ["m1"],
    notMatched,
    schoolsWithoutPlace: [],
  };

  it("reads back every reason of the round's record", () => {
    expect(fromRecordedRound(toRecordedRound(outcome, ADMIN_TIME_CODEC), ADMIN_TIME_CODEC)).toEqual(outcome);
  });

  it("reads back every reason of a student's part", () => {
    for (const [uid, reason] of Object.entries(notMatched)) {
      const part = fromStudentOutcomeDocument(
        toStudentOutcomeDocument(outcome, uid, reason, ADMIN_TIME_CODEC),
        ADMIN_TIME_CODEC,
      );
      expect(part?.result).toBe(reason);
    }
  });
});
