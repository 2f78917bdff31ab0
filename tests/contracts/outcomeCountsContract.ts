import { describe, expect, it } from "vitest";
import type { Match, MatchMember } from "../../domain/meetups/Match";
import type { OptIn } from "../../domain/meetups/OptIn";
import type { SafetyReport } from "../../domain/meetups/Report";
import { ALL_SCHOOLS, type AllSchoolsWeek, sumAllSchools } from "../../domain/operations/allSchoolsOutcomes";
import { COUNT_FIELDS, type Counts, type WeeklyOutcomes, ZERO_COUNTS } from "../../domain/operations/outcomeCounts";
import type { OutcomeCounts } from "../../domain/operations/ports/OutcomeCounts";
import { addWeeks, type WeekId, weekOfDate, weekOfInstant } from "../../domain/operations/weeks";
import type { RescueOffer } from "../../domain/rescue/RescueOffer";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS } from "../../domain/shared/time";
import { aMatch, aMember, anOptIn, aReport, dayIdOf } from "../support/meetupFixtures";

/** The lifecycle's documents as the backend writes them, and the port that counts them. */
export interface OutcomeCountsHarness {
  readonly counts: OutcomeCounts;
  /** The backend's time: the accounts, profiles and reports are made at it (the real time on Firebase). */
  readonly now: EpochMillis;
  /** An account signed up with this address, verified, and its profile made now (complete or not). */
  account(uid: string, email: string, complete: boolean): Promise<void>;
  optIn(optIn: OptIn): Promise<void>;
  match(match: Match): Promise<void>;
  /** A report filed now, reviewed at `reviewedAt`. */
  report(report: SafetyReport, reviewedAt: EpochMillis): Promise<void>;
  /** A rescue offered, as the system offers it; then taken when `takenBy` says so. */
  rescueOffer(offer: RescueOffer): Promise<void>;
  /** Reads until `check` passes (the functions count a moment after each write) or fails for good. */
  eventually(
    read: () => Promise<readonly WeeklyOutcomes[]>,
    check: (rows: readonly WeeklyOutcomes[]) => void,
  ): Promise<void>;
}

/** How often the all-schools rows are read against every school's before the test says they differ. */
const ALL_SCHOOLS_READS = 20;
const ALL_SCHOOLS_READ_AGAIN_AFTER_MS = 500;

/** The counts of one school's week in `rows`, all zero when it has none. */
const countsOf = (rows: readonly WeeklyOutcomes[], school: string, week: WeekId): Counts =>
  rows.find((row) => row.school === school && row.week === week)?.counts ?? ZERO_COUNTS;

function sum(parts: readonly [WeekId, Partial<Counts>][]): Map<WeekId, Counts> {
  const weeks = new Map<WeekId, Counts>();
  for (const [week, counts] of parts) {
    const current: Record<keyof Counts, number> = { ...(weeks.get(week) ?? ZERO_COUNTS) };
    for (const [field, value] of Object.entries(counts)) current[field as keyof Counts] += value;
    weeks.set(week, current);
  }
  return weeks;
}

/**
 * The contract of OutcomeCounts: whatever the backend (a recount offline, the functions' running
 * counts on Firebase), a lifecycle's documents give the same counts per school and week, and a
 * range leaves out the weeks outside it. The school is unique to each run, so that counts a backend
 * kept before cannot mix in.
 */
export function describeOutcomeCountsContract(name: string, start: () => Promise<OutcomeCountsHarness>): void {
  describe(`${name}: the OutcomeCounts contract`, () => {
    // On Firebase each write starts a function on the emulator: seconds each on a busy machine.
    it("counts a school's sign-ups, opt-ins, a lunch that happened, a return and a reviewed report, week by week", {
      timeout: 240_000,
    }, async () => {
      const harness = await start();
      const school = `s${Math.floor(harness.now % 1_000_000)}.edu`;
      const slot = Math.floor((harness.now - 3 * DAY_MS) / DAY_MS) * DAY_MS + 12 * HOUR_MS;
      const mealDay = dayIdOf(slot);
      const nextDay = dayIdOf(slot + WEEK_MS);
      const [ana, ben, cy] = ["ana", "ben", "cy"].map((name) => `${name}-${school.slice(0, -4)}`) as [
        string,
        string,
        string,
      ];

      await harness.account(ana, `${ana}@${school}`, true);
      await harness.account(ben, `${ben}@${school}`, true);
      await harness.account(cy, `${cy}@${school}`, false);
      const optIn = (uid: string, dayId: string, at: number, slots = [at]) =>
        harness.optIn(anOptIn(uid, { dayId, school, slots, updatedAt: at - 2 * DAY_MS }));
      await optIn(ana, mealDay, slot);
      await optIn(ben, mealDay, slot);
      await optIn(cy, mealDay, slot, []);
      const met: Partial<MatchMember> = {
        confirmedAt: slot - DAY_MS,
        arrival: { kind: "here", at: slot - 5 * MINUTE_MS },
        feedback: { met: "yes", rating: "great", meetAgain: true, meetAgainWith: null, at: slot + 2 * HOUR_MS },
      };
      const lunch = aMatch([ana, ben], {
        dayId: mealDay,
        school,
        slot,
        revealAt: slot - 2 * DAY_MS,
        createdAt: slot - 2 * DAY_MS,
      });
      await harness.match({
        ...lunch,
        id: `${mealDay}_${lunch.memberIds.join("_")}`,
        members: { [ana]: aMember(ana, met), [ben]: aMember(ben, met) },
      });
      await optIn(ana, nextDay, slot + WEEK_MS);
      await harness.report(
        {
          ...aReport(ben, ana, { kind: "report", reason: "other", school, createdAt: harness.now }),
          matchId: lunch.id,
        },
        harness.now + 30 * HOUR_MS + 5 * MINUTE_MS,
      );

      const signUpWeek = weekOfInstant(harness.now, null);
      const mealWeek = weekOfDate(mealDay);
      const expected = sum([
        [signUpWeek, { signedUp: 3, verified: 3, profileComplete: 2, reports: 1, reviewed: 1 }],
        [
          mealWeek,
          { optedIn: 2, matched: 2, confirmed: 2, met: 2, meetAgain: 2, metMeals: 1, lastMatched: 2, cameBack: 1 },
        ],
        [weekOfDate(nextDay), { optedIn: 1 }],
      ]);
      const first = addWeeks(mealWeek, -1);
      const last = addWeeks(weekOfDate(nextDay), 1);
      await harness.eventually(
        () => harness.counts.everySchoolBetween(first, last),
        (rows) => {
          for (const [week, counts] of expected) expect(countsOf(rows, school, week), week).toEqual(counts);
          expect(rows.find((row) => row.school === school && row.week === signUpWeek)?.reviewHours).toEqual({
            "30": 1,
          });
        },
      );
      const before = await harness.counts.everySchoolBetween(addWeeks(first, -4), addWeeks(first, -1));
      expect(before.filter((row) => row.school === school)).toEqual([]);
      expect(await harness.counts.schoolBetween(school, addWeeks(first, -4), addWeeks(first, -1))).toEqual([]);

      // The school picked reads its own weeks: the same rows as every school's, and no other school's.
      const everySchool = await harness.counts.everySchoolBetween(first, last);
      expect(await harness.counts.schoolBetween(school, first, last)).toEqual(
        everySchool.filter((row) => row.school === school),
      );

      // All schools, one row a week (the same write as the school's): each week the sum of every
      // school's rows, other tests' schools too (a count another test's trigger makes late lands on
      // both alike), and this school's students last matched by name. Read again until the two reads
      // see the same writes.
      let allSchools: readonly AllSchoolsWeek[] = [];
      let summed: readonly AllSchoolsWeek[] = [];
      for (let read = 1; read <= ALL_SCHOOLS_READS; read++) {
        [allSchools, summed] = await Promise.all([
          harness.counts.allSchoolsBetween(first, last),
          harness.counts.everySchoolBetween(first, last).then(sumAllSchools),
        ]);
        const weekCounts = (rows: readonly AllSchoolsWeek[]) =>
          rows.map((row) => [row.week, COUNT_FIELDS.map((field) => row.counts[field])]);
        if (JSON.stringify(weekCounts(allSchools)) === JSON.stringify(weekCounts(summed))) break;
        await new Promise((resolve) => setTimeout(resolve, ALL_SCHOOLS_READ_AGAIN_AFTER_MS));
      }
      expect(allSchools.map((row) => row.week)).toEqual([...new Set(allSchools.map((row) => row.week))].sort());
      expect(allSchools.map((row) => [row.week, row.counts])).toEqual(summed.map((row) => [row.week, row.counts]));
      for (const [week, counts] of expected) {
        const all = allSchools.find((row) => row.week === week);
        expect(all?.school, week).toBe(ALL_SCHOOLS);
        expect(all?.lastMatchedBySchool[school], week).toBe(counts.lastMatched);
      }
      expect(allSchools.find((row) => row.week === signUpWeek)?.reviewHours["30"]).toBeGreaterThanOrEqual(1);
    });

    it("counts the rescues offered and taken, the seat left alone and rescued (never a no-show), and the rescue's own seats", {
      timeout: 240_000,
    }, async () => {
      const harness = await start();
      const school = `r${Math.floor(harness.now % 1_000_000)}.edu`;
      const slot = Math.floor((harness.now - 3 * DAY_MS) / DAY_MS) * DAY_MS + 12 * HOUR_MS;
      const mealDay = dayIdOf(slot);
      const [ana, ben, cy, dee] = ["ana", "ben", "cy", "dee"].map((name) => `${name}-${school.slice(0, -4)}`) as [
        string,
        string,
        string,
        string,
      ];
      const place = { id: "hall", name: "Main Hall", meetingPoint: "By the doors", address: "Campus" };
      const confirmed = { confirmedAt: slot - DAY_MS };
      const here: Partial<MatchMember> = { ...confirmed, arrival: { kind: "here", at: slot - 5 * MINUTE_MS } };
      const lunch = (members: Record<string, Partial<MatchMember>>, fields: Partial<Match> = {}): Match => {
        const memberIds = Object.keys(members).sort();
        return aMatch(memberIds, {
          id: `${mealDay}_${memberIds.join("_")}`,
          dayId: mealDay,
          school,
          slot,
          place,
          revealAt: slot - 2 * DAY_MS,
          createdAt: slot - 2 * DAY_MS,
          members: Object.fromEntries(memberIds.map((uid) => [uid, aMember(uid, members[uid])])),
          ...fields,
        });
      };
      // Ben cancelled an hour before; Ana, left alone, was rescued by Cy; Dee was offered first and let it lapse.
      const fellApart = lunch(
        { [ana]: confirmed, [ben]: { ...confirmed, cancelledAt: slot - HOUR_MS } },
        { notices: [`rescued:${ana}`] },
      );
      const rescue = lunch({ [ana]: here, [cy]: here }, { origin: "rescue", createdAt: slot - 50 * MINUTE_MS });
      await harness.match(fellApart);
      await harness.match(rescue);
      const offer = (candidate: string, offeredAt: number, taken: boolean): RescueOffer => ({
        id: `${fellApart.id}__${candidate}`,
        dayId: mealDay,
        school,
        matchId: fellApart.id,
        strandedUid: ana,
        candidateUid: candidate,
        candidateKind: "standby",
        tableId: null,
        place,
        slot,
        offeredAt,
        takenBy: taken ? candidate : null,
        takenAt: taken ? offeredAt + MINUTE_MS : null,
        rescueMatchId: taken ? rescue.id : null,
      });
      await harness.rescueOffer(offer(dee, slot - HOUR_MS, false));
      await harness.rescueOffer(offer(cy, slot - 50 * MINUTE_MS, true));

      // The students have no profile here: their own share (lastMatched) is not this test's.
      const mealWeek = weekOfDate(mealDay);
      await harness.eventually(
        () => harness.counts.schoolBetween(school, mealWeek, mealWeek),
        (rows) =>
          expect(countsOf(rows, school, mealWeek)).toMatchObject({
            matched: 4,
            confirmed: 3,
            met: 2,
            meetAgain: 0,
            lateCancellations: 1,
            noShows: 0,
            metMeals: 1,
            rescuesOffered: 2,
            rescuesTaken: 1,
            rescuedSeats: 1,
            rescueSeats: 2,
            rescueSeatsMet: 2,
          }),
      );
    });
  });
}
