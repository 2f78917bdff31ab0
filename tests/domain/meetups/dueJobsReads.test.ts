import { describe, expect, it } from "vitest";
import type { Match } from "../../../domain/meetups/Match";
import { CONFIRM_BY_BEFORE_MEAL_MS, REMINDER_BEFORE_MEAL_MS } from "../../../domain/meetups/meetupRules";
import type { MatchLedger } from "../../../domain/meetups/ports/MatchLedger";
import { RunDueJobs } from "../../../domain/meetups/RunDueJobs";
import { DAY_MS, MINUTE_MS } from "../../../domain/shared/time";
import { aMatch, aMember } from "../../support/meetupFixtures";
import { meetupWorld, WEDNESDAY, WEDNESDAY_SLOTS, wednesdayAt } from "../../support/meetupWorld";

/**
 * The due jobs over a simulated meal day, run every 5 minutes as the schedule runs them, counting the
 * match documents they read (a counting ledger around the offline backend's): only the times with a
 * window open are read, and each of their matches is told once.
 */

const RUN_EVERY_MS = 5 * MINUTE_MS;
const SCHOOLS = 10;
const STUDENTS_PER_SCHOOL = 50;

/**
 * A counting fake: the matches kept in memory (the offline ledger under it answers anything else),
 * counting the match documents each read returns.
 */
function countingLedger(underneath: MatchLedger, seeded: readonly Match[], unavailableSchool?: string) {
  const byId = new Map(seeded.map((match) => [match.id, match]));
  const reads = { documents: 0 };
  const counted = (matches: Match[]) => {
    reads.documents += matches.length;
    return matches;
  };
  const inMemory: Partial<MatchLedger> = {
    listForDay: async (dayId, school) =>
      counted([...byId.values()].filter((m) => m.dayId === dayId && (school === undefined || m.school === school))),
    listForSlot: async (dayId, school, slot) => {
      if (school === unavailableSchool) throw new Error("unavailable");
      return counted([...byId.values()].filter((m) => m.dayId === dayId && m.school === school && m.slot === slot));
    },
    get: async (matchId) => counted([byId.get(matchId)].filter((m) => m !== undefined))[0] ?? null,
    add: async (matches) => {
      for (const match of matches) if (!byId.has(match.id)) byId.set(match.id, match);
    },
    addNotices: async (matchId, notices) => {
      const match = byId.get(matchId);
      if (match !== undefined) byId.set(matchId, { ...match, notices: [...new Set([...match.notices, ...notices])] });
    },
  };
  const ledger = new Proxy(underneath, {
    get(target, property) {
      if (property in inMemory) return inMemory[property as keyof MatchLedger];
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ledger, reads };
}

/** Every school's pairs, confirmed, spread over Wednesday's lunch times. */
function confirmedPairs(schools: number): Match[] {
  return Array.from({ length: schools }, (_, s) =>
    Array.from({ length: STUDENTS_PER_SCHOOL / 2 }, (_, p) => {
      const uids = [`s${s}-a${p}`, `s${s}-b${p}`];
      const confirmed = (uid: string) => aMember(uid, { confirmedAt: wednesdayAt(9) - DAY_MS });
      return aMatch(uids, {
        id: `${WEDNESDAY}_${uids.join("_")}`,
        dayId: WEDNESDAY,
        school: `school${s}.edu`,
        slot: WEDNESDAY_SLOTS[p % WEDNESDAY_SLOTS.length],
        createdAt: wednesdayAt(12) - DAY_MS,
        members: Object.fromEntries(uids.map((uid) => [uid, confirmed(uid)])),
      });
    }),
  ).flat();
}

async function simulatedDays(schoolCount = SCHOOLS, unavailableSchool?: string) {
  const world = meetupWorld();
  const { system, clock } = world.backend;
  const pairs = confirmedPairs(schoolCount);
  const { ledger, reads } = countingLedger(system.matches, pairs, unavailableSchool);
  const schools = [...new Set(pairs.map((match) => match.school))];
  const jobs = new RunDueJobs(
    { ...system, matches: ledger, optIns: { schoolsForDay: async (dayId) => (dayId === WEDNESDAY ? schools : []) } },
    { execute: async () => true },
  );
  const readsAt = new Map<number, number>();
  /** Runs the jobs every 5 minutes from `from` until `to`, noting the reads of each run. */
  const runFrom = async (from: number, to: number, beforeEach?: (now: number) => Promise<void>) => {
    for (let now = from; now < to; now += RUN_EVERY_MS) {
      clock.skipTo(now);
      await beforeEach?.(now);
      const before = reads.documents;
      await jobs.execute();
      readsAt.set(now, reads.documents - before);
    }
  };
  return { matches: ledger, pairs, reads, readsAt, runFrom, jobs, clock };
}

describe("the due jobs over a meal day (10 schools of 50 students, every 5 minutes)", () => {
  it("read no match outside the windows, and within them only the times concerned: each pair reminded once", async () => {
    const { matches, pairs, reads, readsAt, runFrom } = await simulatedDays();
    const dayStart = wednesdayAt(0);
    await runFrom(dayStart - DAY_MS, dayStart + 2 * DAY_MS);

    const firstWindow = Math.min(...WEDNESDAY_SLOTS) - CONFIRM_BY_BEFORE_MEAL_MS;
    const lastSlot = Math.max(...WEDNESDAY_SLOTS);
    const runsThatRead = [...readsAt].filter(([, count]) => count > 0).map(([now]) => now);
    expect(Math.min(...runsThatRead)).toBe(firstWindow);
    expect(Math.max(...runsThatRead)).toBe(lastSlot - RUN_EVERY_MS);
    // Each match is read by the runs of its time's window (4 hours), plus once to send its reminder.
    const runsPerWindow = CONFIRM_BY_BEFORE_MEAL_MS / RUN_EVERY_MS;
    expect(reads.documents).toBe(pairs.length * (runsPerWindow + 1));
    // Not a tenth of reading every match of the day at every run (as the jobs did, from the day before to the meal).
    expect(reads.documents).toBeLessThan((pairs.length * readsAt.size) / 10);
    // The students have no profile here (no email): the notices say who was reminded, once.
    for (const match of pairs) {
      expect((await matches.get(match.id))?.notices).toEqual(["reminder"]);
    }
  }, 60_000);

  it("still remind a pair the waitlist matched during the reminder window, before its meal", async () => {
    const { matches, reads, runFrom } = await simulatedDays(1);
    const slot = wednesdayAt(13);
    const made = slot - REMINDER_BEFORE_MEAL_MS / 2;
    const late = aMatch(["late-a", "late-b"], {
      id: `${WEDNESDAY}_late-a_late-b`,
      dayId: WEDNESDAY,
      school: "school0.edu",
      slot,
      origin: "waitlist",
      createdAt: made,
      members: {
        "late-a": aMember("late-a", { confirmedAt: made }),
        "late-b": aMember("late-b", { confirmedAt: made }),
      },
    });
    await runFrom(slot - REMINDER_BEFORE_MEAL_MS, slot, async (now) => {
      if (now === made) await matches.add([late]);
    });
    expect((await matches.get(late.id))?.notices).toEqual(["reminder"]);
    expect(reads.documents).toBeGreaterThan(0);
  }, 60_000);

  it("hold no school back when another's work fails: the others are done, and the run says which failed", async () => {
    const { matches, pairs, jobs, clock } = await simulatedDays(3, "school1.edu");
    clock.skipTo(wednesdayAt(12) - REMINDER_BEFORE_MEAL_MS);
    await expect(jobs.execute()).rejects.toThrow(/2026-11-25 at school1\.edu: Error: unavailable/);
    const reminded = async (match: Match) => (await matches.get(match.id))?.notices.includes("reminder");
    for (const match of pairs.filter((pair) => pair.slot === wednesdayAt(12))) {
      expect(await reminded(match)).toBe(match.school !== "school1.edu");
    }
  });
});
