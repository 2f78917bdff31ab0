import { describe, expect, it } from "vitest";
import { settlingFacts } from "../../../domain/meetups/SettleMatch";
import { aMatch, aMember } from "../../support/meetupFixtures";

const before = aMatch(["ana", "ben"], {
  members: { ana: aMember("ana", { confirmedAt: 1 }), ben: aMember("ben", { confirmedAt: 1 }) },
});
const withAna = (fields: Parameters<typeof aMember>[1]) => ({
  ...before,
  members: { ...before.members, ana: aMember("ana", { confirmedAt: 1, ...fields }) },
});

describe("what the system settles a match on (settlingFacts, which onMatchChanged compares)", () => {
  it("does not change for an arrival, a rating, a stamp given again or a notice", () => {
    const feedback = { met: "yes" as const, rating: null, meetAgain: null, meetAgainWith: null, at: 5 };
    expect(settlingFacts(withAna({ arrival: { kind: "here", at: 2 } }))).toBe(settlingFacts(before));
    expect(settlingFacts(withAna({ feedback }))).toBe(settlingFacts(before));
    expect(settlingFacts(withAna({ feedback: { ...feedback, rating: "great", at: 9 } }))).toBe(settlingFacts(before));
    expect(settlingFacts({ ...before, notices: ["reminder"] })).toBe(settlingFacts(before));
  });

  it("changes for a cancellation and for a 'meet again'", () => {
    expect(settlingFacts(withAna({ cancelledAt: 3 }))).not.toBe(settlingFacts(before));
    const meetAgain = { met: "yes" as const, rating: null, meetAgain: true, meetAgainWith: null, at: 5 };
    expect(settlingFacts(withAna({ feedback: meetAgain }))).not.toBe(settlingFacts(before));
  });
});
