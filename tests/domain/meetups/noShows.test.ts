import { describe, expect, it } from "vitest";
import type { Match, MatchMember } from "../../../domain/meetups/Match";
import { NO_SHOW_PAUSE_MS, NO_SHOW_WINDOW_MS } from "../../../domain/meetups/meetupRules";
import { noShowPauseUntil, noShowsOf } from "../../../domain/meetups/noShows";
import { DAY_MS, HOUR_MS, WEEK_MS } from "../../../domain/shared/time";

const member = (uid: string, answers: Partial<MatchMember> = {}): MatchMember => ({
  uid,
  firstName: uid,
  classLevel: "",
  major: "",
  interests: [],
  confirmedAt: 0,
  cancelledAt: null,
  cancelledForSafety: false,
  arrival: null,
  feedback: null,
  ...answers,
});

/** A confirmed meal of Ana's at `slot` after which the other said she did not come (or she said she could not go). */
function missed(slot: number, by: "partner" | "herself" = "partner"): Match {
  const ana = member(
    "ana",
    by === "herself"
      ? { feedback: { met: "i-could-not-go", rating: null, meetAgain: null, meetAgainWith: null, at: slot } }
      : {},
  );
  const ben = member(
    "ben",
    by === "partner"
      ? { feedback: { met: "they-did-not-come", rating: null, meetAgain: null, meetAgainWith: null, at: slot } }
      : {},
  );
  return {
    id: `m${slot}`,
    dayId: "d",
    kind: "lunch-for-two",
    school: "state.edu",
    revealAt: 0,
    slot,
    place: { id: "p", name: "P", meetingPoint: "", address: "" },
    signal: { colourName: "", colour: "", codeWord: "" },
    sharedInterests: [],
    memberIds: ["ana", "ben"],
    members: { ana, ben },
    createdAt: 0,
    origin: "round",
    notices: [],
  };
}

const START = Date.UTC(2026, 10, 2, 18);

describe("the no-show policy", () => {
  it("counts a meal the partner says she missed, and one she says she could not go to", () => {
    const now = START + DAY_MS;
    expect(noShowsOf("ana", [missed(START)], now)).toHaveLength(1);
    expect(noShowsOf("ana", [missed(START, "herself")], now)).toHaveLength(1);
    expect(noShowsOf("ben", [missed(START)], now)).toHaveLength(0);
  });

  it("pauses matching for four weeks after the second no-show within eight weeks", () => {
    const second = START + 3 * WEEK_MS;
    const matches = [missed(START), missed(second)];
    expect(noShowPauseUntil("ana", [missed(START)], second + DAY_MS)).toBeNull();
    expect(noShowPauseUntil("ana", matches, second + DAY_MS)).toBe(second + NO_SHOW_PAUSE_MS);
    expect(noShowPauseUntil("ana", matches, second + NO_SHOW_PAUSE_MS)).toBeNull();
  });

  it("does not pause for two no-shows further apart than the window", () => {
    const second = START + NO_SHOW_WINDOW_MS + HOUR_MS;
    expect(noShowPauseUntil("ana", [missed(START), missed(second)], second + DAY_MS)).toBeNull();
  });
});
