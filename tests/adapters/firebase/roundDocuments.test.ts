import { describe, expect, it } from "vitest";
import {
  fromRecordedSchoolRound,
  fromStudentOutcomeDocument,
  toRecordedSchoolRound,
  toStudentOutcomeDocument,
} from "../../../adapters/firebase/documents/roundDocuments";
import type { NoMatchReason, SchoolRoundOutcome } from "../../../domain/meetups/Match";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";

/** Every reason a student was not matched survives their school's round record and their own part of it. */
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
  const outcome: SchoolRoundOutcome = {
    dayId: "2030-03-06",
    school: "state.edu",
    ranAt: Date.UTC(2030, 2, 5, 12),
    matchCount: 1,
    notMatched,
    withoutPlace: false,
    toldAt: null,
  };

  it("reads back every reason of the school's round record", () => {
    expect(fromRecordedSchoolRound(toRecordedSchoolRound(outcome, ADMIN_TIME_CODEC), ADMIN_TIME_CODEC)).toEqual(
      outcome,
    );
  });

  it("reads back when the school's students were told: not yet, at a time, or (recorded before it was kept) as it was recorded", () => {
    const toldAt = outcome.ranAt + 90_000;
    const told = { ...outcome, toldAt };
    expect(fromRecordedSchoolRound(toRecordedSchoolRound(told, ADMIN_TIME_CODEC), ADMIN_TIME_CODEC)).toEqual(told);
    const { told_at: _toldAt, ...olderRecord } = toRecordedSchoolRound(outcome, ADMIN_TIME_CODEC);
    expect(fromRecordedSchoolRound(olderRecord, ADMIN_TIME_CODEC)?.toldAt).toBe(outcome.ranAt);
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
