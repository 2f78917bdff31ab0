import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import type { Match } from "../../../domain/meetups/Match";
import { countsChange, sumShares } from "../../../domain/operations/outcomeCounts";
import {
  isMetMeal,
  matchShare,
  optInShare,
  profileShare,
  reportShare,
  studentShare,
  studentShareFacts,
} from "../../../domain/operations/outcomeShares";
import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS } from "../../../domain/shared/time";
import { aMatch, aMember, anOptIn, aReport } from "../../support/meetupFixtures";

/** A Wednesday lunch in 2030 (UTC), in the week of Monday 2030-03-04. */
const SLOT = Date.UTC(2030, 2, 6, 12);
const DAY_ID = "2030-03-06";
const WEEK = "2030-03-04";

const lunch = (fields: Partial<Match> = {}) =>
  aMatch(["ana", "ben"], { id: `${DAY_ID}_ana_ben`, dayId: DAY_ID, slot: SLOT, revealAt: SLOT - DAY_MS, ...fields });

function withMembers(match: Match, changes: Record<string, Partial<Match["members"][string]>>): Match {
  const members = { ...match.members };
  for (const [uid, fields] of Object.entries(changes)) members[uid] = { ...aMember(uid), ...members[uid], ...fields };
  return { ...match, members };
}

const confirmed = { confirmedAt: SLOT - DAY_MS };
const here = { ...confirmed, arrival: { kind: "here" as const, at: SLOT - 5 * MINUTE_MS } };
const feedback = (fields: Partial<NonNullable<Match["members"][string]["feedback"]>>) => ({
  feedback: {
    met: "yes" as const,
    rating: null,
    meetAgain: null,
    meetAgainWith: null,
    at: SLOT + 2 * HOUR_MS,
    ...fields,
  },
});

describe("the funnel's definitions", () => {
  it('counts a lunch that happened: two seats matched, confirmed and met, when both said "I\'m here"', () => {
    const clock = new ManualClock(SLOT + 3 * HOUR_MS);
    const met = withMembers(lunch(), { ana: here, ben: here });
    expect(isMetMeal(met)).toBe(true);
    expect(matchShare(met, clock.now())).toEqual([
      {
        school: "state.edu",
        week: WEEK,
        counts: {
          matched: 2,
          confirmed: 2,
          met: 2,
          meetAgain: 0,
          lateCancellations: 0,
          noShows: 0,
          metMeals: 1,
          rescuedSeats: 0,
          rescueSeats: 0,
          rescueSeatsMet: 0,
        },
      },
    ]);
  });

  it('needs two members to say so: one "I\'m here" alone is no meal that happened', () => {
    const alone = withMembers(lunch(), { ana: here, ben: confirmed });
    expect(isMetMeal(alone)).toBe(false);
    expect(matchShare(alone, SLOT + 3 * HOUR_MS)[0]?.counts.met).toBe(0);
  });

  it('takes "Did you meet? yes" from each as well as "I\'m here"', () => {
    const met = withMembers(lunch(), { ana: { ...confirmed, ...feedback({}) }, ben: here });
    expect(isMetMeal(met)).toBe(true);
  });

  it('counts a mutual "meet again" only once its answers are in their window, by the clock', () => {
    const clock = new ManualClock(SLOT + HOUR_MS);
    const answers = withMembers(lunch(), {
      ana: { ...here, ...feedback({ meetAgain: true }) },
      ben: { ...here, ...feedback({ meetAgain: true }) },
    });
    // Stamped two hours after the start: an hour ahead of this clock, beyond its allowance.
    expect(matchShare(answers, clock.now())[0]?.counts.meetAgain).toBe(0);
    clock.advanceBy(2 * HOUR_MS);
    expect(matchShare(answers, clock.now())[0]?.counts.meetAgain).toBe(2);
    const oneSided = withMembers(answers, { ben: { ...here, ...feedback({ meetAgain: false }) } });
    expect(matchShare(oneSided, clock.now())[0]?.counts.meetAgain).toBe(0);
  });

  it("counts a table's mutual choices by member, and a merged table not at all", () => {
    const table = withMembers(
      aMatch(["ana", "ben", "cy", "dee"], { dayId: DAY_ID, slot: SLOT, kind: "group-dinner" }),
      {
        ana: { ...here, ...feedback({ meetAgainWith: ["ben"] }) },
        ben: { ...here, ...feedback({ meetAgainWith: ["ana", "cy"] }) },
        cy: { ...here, ...feedback({ meetAgainWith: [] }) },
        dee: confirmed,
      },
    );
    const counts = matchShare(table, SLOT + DAY_MS)[0]?.counts;
    expect(counts).toMatchObject({ matched: 4, confirmed: 4, met: 3, meetAgain: 2, metMeals: 1 });
    expect(matchShare({ ...table, notices: ["merged-into:other"] }, SLOT + DAY_MS)).toEqual([]);
  });

  it("counts a late cancellation, and not one made in the free window or for safety", () => {
    const late = withMembers(lunch(), { ana: { cancelledAt: SLOT - HOUR_MS }, ben: confirmed });
    expect(matchShare(late, SLOT)[0]?.counts).toMatchObject({ matched: 2, confirmed: 1, lateCancellations: 1 });
    const early = withMembers(lunch(), { ana: { cancelledAt: SLOT - 3 * DAY_MS } });
    expect(matchShare(early, SLOT)[0]?.counts.lateCancellations).toBe(0);
    const safety = withMembers(lunch(), { ana: { cancelledAt: SLOT - HOUR_MS, cancelledForSafety: true } });
    expect(matchShare(safety, SLOT)[0]?.counts.lateCancellations).toBe(0);
  });

  it("counts a no-show: a confirmed member who could not go, or whom the other said did not come", () => {
    const couldNot = withMembers(lunch(), { ana: { ...confirmed, ...feedback({ met: "i-could-not-go" }) }, ben: here });
    expect(matchShare(couldNot, SLOT + DAY_MS)[0]?.counts.noShows).toBe(1);
    const didNotCome = withMembers(lunch(), {
      ana: confirmed,
      ben: { ...here, ...feedback({ met: "they-did-not-come" }) },
    });
    expect(matchShare(didNotCome, SLOT + DAY_MS)[0]?.counts).toMatchObject({ noShows: 1, met: 0 });
  });

  it("counts an opt-in with a time in the week of its meal day, and none without", () => {
    expect(optInShare(anOptIn("ana", { dayId: DAY_ID, slots: [SLOT] }))).toEqual([
      { school: "state.edu", week: WEEK, counts: { optedIn: 1 } },
    ]);
    expect(optInShare(anOptIn("ana", { dayId: DAY_ID, slots: [] }))).toEqual([]);
  });

  it("counts sign-ups' profiles in the week they were made, on the schedule's clock", () => {
    // Sunday 23:30 in New York is already Monday in UTC: the week is New York's.
    const sundayNight = Date.UTC(2030, 2, 11, 3, 30);
    const profile = { email: "ana@state.edu", created_at: sundayNight, first_name: "", class_level: "" };
    expect(profileShare(profile, "America/New_York")).toEqual([
      { school: "state.edu", week: WEEK, counts: { verified: 1, profileComplete: 0 } },
    ]);
    expect(profileShare(profile, "UTC")[0]?.week).toBe("2030-03-11");
    const complete = {
      ...profile,
      first_name: "Ana",
      class_level: "Junior",
      preferences: { interests: [], preferred_meal_times: ["Wed 12:00"] },
    };
    expect(profileShare(complete, "UTC")[0]?.counts.profileComplete).toBe(1);
  });

  it("counts a report, not a block, and how many whole hours its review took from its arrival", () => {
    const filed = Date.UTC(2030, 2, 6, 15);
    const report = {
      ...aReport("ana", "ben", { kind: "report", reason: "other", createdAt: filed }),
      receivedAt: filed + MINUTE_MS,
    };
    expect(reportShare(report, "UTC")[0]?.counts).toEqual({ reports: 1, reviewed: 0 });
    const reviewed = {
      ...report,
      reviewedAt: filed + MINUTE_MS + 30 * HOUR_MS + 5 * MINUTE_MS,
    };
    expect(reportShare(reviewed, "UTC")[0]).toMatchObject({
      counts: { reports: 1, reviewed: 1 },
      reviewHours: { "30": 1 },
    });
    expect(reportShare(aReport("ana", "ben", { createdAt: filed }), "UTC")).toEqual([]);
  });

  it("counts a student once, in the week of their latest match, and once per week they met and came back within four weeks", () => {
    const first = withMembers(lunch(), { ana: here, ben: here });
    const later = withMembers(aMatch(["ana", "cy"], { dayId: "2030-03-20", slot: SLOT + 2 * WEEK_MS }), {});
    const shares = studentShare(
      "ana",
      [first, later],
      [anOptIn("ana", { dayId: "2030-03-20", slots: [SLOT + 2 * WEEK_MS] })],
    );
    expect(shares).toEqual([
      { school: "state.edu", week: "2030-03-18", counts: { lastMatched: 1 } },
      { school: "state.edu", week: WEEK, counts: { cameBack: 1 } },
    ]);
    const tooLate = studentShare(
      "ana",
      [first],
      [anOptIn("ana", { dayId: "2030-04-10", slots: [SLOT + 5 * WEEK_MS] })],
    );
    expect(tooLate).toEqual([{ school: "state.edu", week: WEEK, counts: { lastMatched: 1 } }]);
  });
});

describe("the counts' change", () => {
  it("is the shares after less the shares before, leaving out what did not change", () => {
    const before = matchShare(withMembers(lunch(), { ana: confirmed }), SLOT);
    const after = matchShare(withMembers(lunch(), { ana: confirmed, ben: confirmed }), SLOT);
    const [change] = countsChange(before, after);
    expect(change?.counts).toMatchObject({ confirmed: 1, matched: 0 });
    expect(countsChange(after, after)).toEqual([]);
    expect(
      [...sumShares([...before, ...countsChange(before, after).map((week) => ({ ...week }))]).values()][0]?.counts
        .confirmed,
    ).toBe(2);
  });
});

describe("studentShareFacts: when a match's change may change its members' own shares", () => {
  const running = { ...confirmed, arrival: { kind: "late" as const, at: SLOT - 5 * MINUTE_MS, minutes: 10 } };

  it("stays the same for what no member's own share reads: a confirmation, one arrival, running late", () => {
    const before = lunch();
    for (const after of [
      withMembers(before, { ana: confirmed }),
      withMembers(before, { ana: here }),
      withMembers(before, { ana: running, ben: confirmed }),
    ]) {
      expect(studentShareFacts(after)).toBe(studentShareFacts(before));
      expect(studentShare("ana", [after], [])).toEqual(studentShare("ana", [before], []));
    }
  });

  it("changes when the meal turns met, when the match is made or removed, or its members change", () => {
    const oneHere = withMembers(lunch(), { ana: here });
    const bothHere = withMembers(oneHere, { ben: here });
    expect(studentShareFacts(bothHere)).not.toBe(studentShareFacts(oneHere));
    expect(studentShareFacts(null)).not.toBe(studentShareFacts(lunch()));
    expect(studentShareFacts({ ...lunch(), memberIds: ["ana", "cy"] })).not.toBe(studentShareFacts(lunch()));
  });
});
