import { COME_BACK_WITHIN_WEEKS } from "../../../../domain/operations/outcomeRules";
import type { FunnelStep } from "../../../../domain/operations/outcomesReport";

/** The Outcomes section's words: for the people who run the product, plain and precise. */
export const outcomesCopy = {
  heading: "Outcomes",
  intro:
    "Whether strangers really meet, per school and week (the schedule's time zone). A meal counts as met when at least two of its members said \u201cI'm here\u201d or \u201cDid you meet? yes\u201d.",
  loading: "Loading the outcomes…",
  school: "School",
  allSchools: "All schools",
  nothingYet: "Nothing to count yet: no sign-up, opt-in or meal in these weeks.",
  pitch: (students: number, weeks: number, school: string) =>
    `${students} ${students === 1 ? "student" : "students"} matched in the last ${weeks} weeks at ${school}`,
  funnelHeading: "The funnel",
  funnelCaption: (weeks: number) => `From a sign-up to meeting again, the last ${weeks} weeks`,
  tableCaption: (weeks: number) => `Each step of the funnel: the last ${weeks} weeks, and this week`,
  step: "Step",
  lastWeeks: (weeks: number) => `Last ${weeks} weeks`,
  thisWeek: "This week",
  ratesHeading: "The rates that matter",
  showUpHeading: "Show-up rate, week by week",
  showUpSummary: (weeks: readonly { readonly week: string; readonly showUp: number | null }[]) =>
    `Show-up rate by week: ${weeks.map(({ week, showUp }) => `${week} ${showUp === null ? "no meal" : percent(showUp)}`).join(", ")}.`,
  downloadCsv: "Download CSV",
  csvEverySchool:
    "The CSV file has every school's weeks, one row per school and week: it reads them all, so it takes longer than this page.",
  preparingCsv: "Preparing the CSV file…",
  loadingSchool: (school: string) => `Loading the outcomes of ${school}…`,
  notApplicable: "—",
  rescues: (offered: number, taken: number, rate: number | null) =>
    `${offered} offered, ${taken} taken${rate === null ? "" : ` (${percent(rate)})`}`,
} as const;

export const percent = (rate: number): string => `${Math.round(rate * 100)}%`;

export const funnelStepNames: Record<FunnelStep, string> = {
  signedUp: "Signed up",
  verified: "Verified",
  profileComplete: "Profile complete",
  optedIn: "Opted in",
  matched: "Matched",
  confirmed: "Confirmed",
  met: "Met",
  meetAgain: "Meet again",
};

export const rateNames = {
  showUp: "Show-up (met seats / confirmed seats)",
  showUpWithoutRescue: "Show-up without a rescue (the meals as matched)",
  showUpWithRescue: "Show-up with a rescue (those left alone and rescued count as shown up)",
  rescues: "Same-day rescues",
  lateCancellations: "Late cancellations (of seats given)",
  noShows: "No-shows (of confirmed seats)",
  meetAgain: "Mutual meet-again (of seats that met)",
  cameBack: `Came back within ${COME_BACK_WITHIN_WEEKS} weeks (of seats that met)`,
  reportsPer100Meals: "Reports per 100 meals",
  medianReview: "Median time to a review",
} as const;

export const reviewTime = (hours: number, promise: number): string => `${hours} h (the promise: within ${promise} h)`;
