import { describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../../domain/devtools/demoOperator";
import type { RoundOutcome, SchoolRoundOutcome } from "../../../domain/meetups/Match";
import { ManageRounds } from "../../../domain/operations/ManageRounds";
import { outcomeBySchool, ROUND_OVERDUE_AFTER_MS } from "../../../domain/operations/roundsOverview";
import { MINUTE_MS } from "../../../domain/shared/time";
import { aMatch, DAY_ID } from "../../support/meetupFixtures";
import { MONDAY, meetupWorld, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";

/** The Rounds section's overview on the offline backend, on its manual clock: Wednesday's lunch round. */
async function roundsWorld() {
  const world = meetupWorld();
  await world.backend.operations.operatorDesk.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  const rounds = new ManageRounds(world.backend.operations.roundDesk, world.backend.clock);
  const wednesday = async () => (await rounds.overview()).find((round) => round.dayId === WEDNESDAY);
  return { world, rounds, wednesday };
}

const CUT_OFF = wednesdayAt(12) - 24 * 60 * MINUTE_MS;

describe("the rounds' states", () => {
  it("goes from open with N in, to due at the cut-off, to failed when still unmatched, to recorded", async () => {
    const { world, wednesday } = await roundsWorld();
    expect(new Date(MONDAY).getDay()).toBe(1);
    const ana = await world.student("ana");
    const ben = await world.student("ben");
    await ana.join.join(WEDNESDAY, [wednesdayAt(12)]);
    expect((await wednesday())?.state).toEqual({ status: "open", at: CUT_OFF, optedIn: 1 });
    await ben.join.join(WEDNESDAY, [wednesdayAt(12)]);
    expect((await wednesday())?.state).toMatchObject({ status: "open", optedIn: 2 });
    world.backend.clock.skipTo(CUT_OFF);
    expect((await wednesday())?.state).toEqual({ status: "due", at: CUT_OFF });
    world.backend.clock.skipTo(CUT_OFF + ROUND_OVERDUE_AFTER_MS);
    expect((await wednesday())?.state).toEqual({ status: "failed", at: CUT_OFF });
    await world.runRound.execute(WEDNESDAY);
    const round = await wednesday();
    expect(round?.state).toEqual({ status: "recorded", at: CUT_OFF + ROUND_OVERDUE_AFTER_MS });
    expect(round?.schools).toEqual([
      { school: "state.edu", pairs: 1, trios: 0, tables: 0, notMatched: [], withoutPlace: false, failed: false },
    ]);
  });

  it("says when a day opens, and Run now records an open day with who was not matched and why", async () => {
    const { world, rounds } = await roundsWorld();
    const nextWeek = (await rounds.overview()).find((round) => round.state.status === "opens");
    expect(nextWeek?.state.status).toBe("opens");
    for (const uid of ["ana", "ben", "cy"]) await (await world.student(uid)).join.join(WEDNESDAY, [wednesdayAt(12)]);
    const after = await rounds.runNow(WEDNESDAY);
    const round = after.find((entry) => entry.dayId === WEDNESDAY);
    expect(round?.state.status).toBe("recorded");
    expect(round?.schools[0]).toMatchObject({ school: "state.edu", pairs: 0, trios: 1, notMatched: [] });
  });

  it("answers the operator only", async () => {
    const { world, rounds } = await roundsWorld();
    await world.backend.operations.operatorDesk.signOut();
    await expect(rounds.overview()).rejects.toMatchObject({ reason: "signed-out" });
    await expect(rounds.runNow(WEDNESDAY)).rejects.toMatchObject({ reason: "signed-out" });
    expect(await world.backend.matchStore.findRoundOutcome(WEDNESDAY)).toBeNull();
  });
});

describe("undoing a round", () => {
  it("withdraws a round nobody has confirmed, tells its students, and lets the day be matched again", async () => {
    const { world, rounds } = await roundsWorld();
    const ana = await world.student("ana");
    const ben = await world.student("ben");
    for (const student of [ana, ben]) await student.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await rounds.runNow(WEDNESDAY);
    const after = await rounds.undo(WEDNESDAY);
    expect(after.find((round) => round.dayId === WEDNESDAY)?.state.status).toBe("open");
    expect(await world.backend.matchStore.listForDay(WEDNESDAY)).toEqual([]);
    expect(await world.backend.matchStore.findRoundOutcome(WEDNESDAY)).toBeNull();
    const withdrawn = (await world.backend.mailbox.list()).filter(
      (email) => email.subject === "Your match was withdrawn",
    );
    expect(withdrawn.map((email) => email.to).sort()).toEqual(["ana@state.edu", "ben@state.edu"]);
    const again = await rounds.runNow(WEDNESDAY);
    expect(again.find((round) => round.dayId === WEDNESDAY)?.state.status).toBe("recorded");
    expect(await world.backend.matchStore.listForDay(WEDNESDAY)).toHaveLength(1);
  });

  it("refuses once anyone has confirmed, and changes nothing", async () => {
    const { world, rounds } = await roundsWorld();
    const ana = await world.student("ana");
    const ben = await world.student("ben");
    for (const student of [ana, ben]) await student.join.join(WEDNESDAY, [wednesdayAt(12)]);
    const [round] = (await rounds.runNow(WEDNESDAY)).filter((entry) => entry.dayId === WEDNESDAY);
    expect(round?.anyoneConfirmed).toBe(false);
    const [match] = await world.backend.matchStore.listForDay(WEDNESDAY);
    await ana.respond.confirm(match?.id ?? "");
    await expect(rounds.undo(WEDNESDAY)).rejects.toMatchObject({ reason: "confirmed" });
    expect(await world.backend.matchStore.listForDay(WEDNESDAY)).toHaveLength(1);
    expect((await rounds.overview()).find((entry) => entry.dayId === WEDNESDAY)?.anyoneConfirmed).toBe(true);
  });

  it("refuses a day not recorded, and anyone but the operator", async () => {
    const { world, rounds } = await roundsWorld();
    await expect(rounds.undo(WEDNESDAY)).rejects.toMatchObject({ reason: "not-recorded" });
    await world.backend.operations.operatorDesk.signOut();
    await expect(rounds.undo(WEDNESDAY)).rejects.toMatchObject({ reason: "signed-out" });
  });
});

describe("a recorded round's outcome by school (outcomeBySchool)", () => {
  const outcome: RoundOutcome = {
    dayId: DAY_ID,
    ranAt: 1,
    schools: ["far.edu", "state.edu"],
    matchCount: 2,
    notMatchedCount: 2,
    schoolsWithoutPlace: ["far.edu"],
    schoolsFailed: ["lost.edu"],
  };
  const school = (name: string, notMatched: SchoolRoundOutcome["notMatched"]): SchoolRoundOutcome => ({
    dayId: DAY_ID,
    school: name,
    ranAt: 1,
    matchCount: 0,
    notMatched,
    withoutPlace: name === "far.edu",
    toldAt: 1,
  });

  it("counts the round's matches by school (a waitlist's are not the round's) and reads who was not matched from each school's record; a school given up on is named", () => {
    const matches = [
      aMatch(["ana", "ben"]),
      aMatch(["cy", "dee", "eve"]),
      aMatch(["fay", "gus"], { origin: "waitlist" }),
    ];
    const records = [school("far.edu", { zed: "no-place" }), school("state.edu", { hal: "joined-after-matching" })];
    expect(outcomeBySchool(outcome, records, matches)).toEqual([
      {
        school: "far.edu",
        pairs: 0,
        trios: 0,
        tables: 0,
        notMatched: [{ uid: "zed", reason: "no-place" }],
        withoutPlace: true,
        failed: false,
      },
      { school: "lost.edu", pairs: 0, trios: 0, tables: 0, notMatched: [], withoutPlace: false, failed: true },
      {
        school: "state.edu",
        pairs: 1,
        trios: 1,
        tables: 0,
        notMatched: [{ uid: "hal", reason: "joined-after-matching" }],
        withoutPlace: false,
        failed: false,
      },
    ]);
  });
});
