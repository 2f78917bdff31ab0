import { describe, expect, it } from "vitest";
import { type Counts, type WeeklyOutcomes, ZERO_COUNTS } from "../../../domain/operations/outcomeCounts";
import { PITCH_WEEKS } from "../../../domain/operations/outcomeRules";
import { outcomesCsv } from "../../../domain/operations/outcomesCsv";
import { medianOfHistogram, outcomesReport } from "../../../domain/operations/outcomesReport";
import { addWeeks, weekOfDate, weekOfInstant, weeksFrom } from "../../../domain/operations/weeks";

const row = (
  school: string,
  week: string,
  counts: Partial<Counts>,
  reviewHours: Record<string, number> = {},
): WeeklyOutcomes => ({
  school,
  week,
  counts: { ...ZERO_COUNTS, ...counts },
  reviewHours,
});

const CURRENT = "2030-03-04";
const WEEKS = weeksFrom(addWeeks(CURRENT, -3), CURRENT);

describe("weeks", () => {
  it("start on Monday, in the schedule's time zone", () => {
    expect(weekOfDate("2030-03-10")).toBe("2030-03-04");
    expect(weekOfDate("2030-03-11-group-dinner")).toBe("2030-03-11");
    expect(weekOfInstant(Date.UTC(2030, 2, 11, 3, 30), "America/New_York")).toBe("2030-03-04");
    expect(weeksFrom("2030-02-25", "2030-03-11")).toEqual(["2030-02-25", "2030-03-04", "2030-03-11"]);
    expect(addWeeks("2030-01-07", -2)).toBe("2029-12-24");
  });
});

describe("the outcomes report", () => {
  const rows = [
    row(
      "state.edu",
      CURRENT,
      {
        optedIn: 10,
        matched: 8,
        confirmed: 6,
        met: 3,
        meetAgain: 2,
        lateCancellations: 2,
        noShows: 1,
        metMeals: 2,
        reports: 1,
        lastMatched: 5,
      },
      { "10": 1 },
    ),
    row(
      "state.edu",
      addWeeks(CURRENT, -1),
      { confirmed: 4, met: 4, metMeals: 2, lastMatched: 2, cameBack: 2 },
      { "50": 1, "20": 1 },
    ),
    row("tech.edu", CURRENT, { optedIn: 4, matched: 4, confirmed: 4, met: 4, lastMatched: 9 }),
    row("state.edu", addWeeks(CURRENT, -10), { optedIn: 100, lastMatched: 40 }),
  ];

  it("adds a school's weeks up, and leaves out the weeks not shown", () => {
    const report = outcomesReport(rows, "state.edu", WEEKS);
    expect(report.totals).toMatchObject({ optedIn: 10, matched: 8, confirmed: 10, met: 7, meetAgain: 2 });
    expect(report.weekly.map((week) => week.showUp)).toEqual([null, null, 1, 0.5]);
  });

  it("computes the rates that matter", () => {
    const { rates } = outcomesReport(rows, "state.edu", WEEKS);
    expect(rates.showUp).toBe(0.7);
    expect(rates.lateCancellations).toBe(0.25);
    expect(rates.noShows).toBe(0.1);
    expect(rates.meetAgain).toBeCloseTo(2 / 7);
    expect(rates.cameBack).toBeCloseTo(2 / 7);
    expect(rates.reportsPer100Meals).toBe(25);
    expect(rates.medianReviewHours).toBe(20);
    expect(rates.reviewPromiseHours).toBe(48);
  });

  it("says nothing of a rate with nothing to divide by", () => {
    const { rates } = outcomesReport([], null, WEEKS);
    expect(rates).toMatchObject({
      showUp: null,
      showUpWithoutRescue: null,
      showUpWithRescue: null,
      rescuesTaken: null,
      reportsPer100Meals: null,
      medianReviewHours: null,
    });
  });

  it("computes show-up without a rescue (the rescues' seats left out) and with one (the rescued shown up), and rescues taken", () => {
    const rescued = row("state.edu", CURRENT, {
      confirmed: 12,
      met: 8,
      rescueSeats: 2,
      rescueSeatsMet: 2,
      rescuedSeats: 1,
      rescuesOffered: 4,
      rescuesTaken: 1,
    });
    const { rates } = outcomesReport([rescued], "state.edu", WEEKS);
    expect(rates.showUp).toBeCloseTo(8 / 12);
    expect(rates.showUpWithoutRescue).toBeCloseTo(6 / 10);
    expect(rates.showUpWithRescue).toBeCloseTo(7 / 10);
    expect(rates.rescuesTaken).toBe(0.25);
  });

  it("counts every school for null, and computes the pitch's line over the last eight weeks, at the busiest school", () => {
    const report = outcomesReport(rows, null, WEEKS);
    expect(report.totals.optedIn).toBe(14);
    expect(report.pitch).toEqual({ students: 9, weeks: PITCH_WEEKS, school: "tech.edu" });
    expect(outcomesReport(rows, "state.edu", WEEKS).pitch).toEqual({ students: 7, weeks: 8, school: "state.edu" });
  });

  it("takes the median of a histogram of hours", () => {
    expect(medianOfHistogram({})).toBeNull();
    expect(medianOfHistogram({ "3": 1 })).toBe(3);
    expect(medianOfHistogram({ "1": 2, "9": 1 })).toBe(1);
    expect(medianOfHistogram({ "1": 1, "9": 1 })).toBe(5);
  });
});

describe("the CSV", () => {
  it("has a line per school and week with every count, quoted where needed", () => {
    const csv = outcomesCsv([row("tech.edu", CURRENT, { met: 4 }), row('a,"b".edu', CURRENT, { met: 1 }, { "5": 1 })]);
    const [header, first, second] = csv.split("\r\n");
    expect(header).toMatch(
      /^school,week,signed_up,verified,profile_complete,opted_in,matched,confirmed,met,meet_again,/,
    );
    expect(header).toMatch(
      /,came_back,rescues_offered,rescues_taken,rescued_seats,rescue_seats,rescue_seats_met,median_review_hours$/,
    );
    expect(first?.startsWith('"a,""b"".edu",2030-03-04,')).toBe(true);
    expect(first?.endsWith(",5")).toBe(true);
    expect(second?.startsWith("tech.edu,2030-03-04,")).toBe(true);
  });
});
