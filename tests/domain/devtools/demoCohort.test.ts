import { describe, expect, it } from "vitest";
import { MemorySessionStorage } from "../../../adapters/local/MemorySessionStorage";
import { DevClock } from "../../../domain/devtools/DevClock";
import { DEMO_FIRST_NAMES } from "../../../domain/devtools/demoPeople";
import { RunMatchingNow } from "../../../domain/devtools/RunMatchingNow";
import { SkipTime } from "../../../domain/devtools/SkipTime";
import { matchStatus } from "../../../domain/meetups/matchStatus";
import { FIND_EACH_OTHER_BEFORE_MEAL_MS, MEAL_DURATION_MS } from "../../../domain/meetups/meetupRules";
import { Session } from "../../../domain/session/Session";
import { DAY_MS } from "../../../domain/shared/time";
import { addDemoStudents } from "../../support/addDemoStudents";
import { meetupWorld, type Student, WEDNESDAY, WEDNESDAY_SLOTS } from "../../support/meetupWorld";
import { StubIdentity } from "../../support/stubIdentity";

async function demoWorld(script: "everyone-shows-up" | "mixed" = "everyone-shows-up", count = 3) {
  const world = meetupWorld();
  const ana = await world.student("ana");
  const { backend } = world;
  const added = await addDemoStudents(backend, ana.session).execute(count, 7, script);
  return { world, ana, added };
}

async function matchAnaNow(world: ReturnType<typeof meetupWorld>, ana: Student) {
  await ana.join.join(WEDNESDAY, WEDNESDAY_SLOTS);
  await new RunMatchingNow(world.backend.mealSchedule, world.backend.backoffice, world.backend.clock).execute();
  const [match] = await world.backend.matchStore.listForStudent("ana");
  if (match === undefined) throw new Error("Ana was not matched");
  return match;
}

describe("developer tools: a demo cohort", () => {
  it("fills the student's school with demo students, opted in for every slot of the open day, the same for the same seed", async () => {
    const first = await demoWorld();
    const second = await demoWorld();
    expect(first.added).toBe(3);
    const optIns = await first.world.backend.optInStore.listForDay(WEDNESDAY);
    expect(optIns.map((optIn) => optIn.school)).toEqual(["state.edu", "state.edu", "state.edu"]);
    expect(optIns.every((optIn) => optIn.slots.length === WEDNESDAY_SLOTS.length)).toBe(true);
    const profile = await first.world.backend.profileStore.read(optIns[0]?.uid ?? "");
    expect(profile?.first_name).not.toBe("");
    expect(profile?.email).toMatch(/@state\.edu$/);
    expect(await second.world.backend.profileStore.read(optIns[0]?.uid ?? "")).toEqual(profile);
  });

  it("gives a cohort varied names: no first name twice until every name has been used", async () => {
    const { world } = await demoWorld("everyone-shows-up", DEMO_FIRST_NAMES.length);
    const optIns = await world.backend.optInStore.listForDay(WEDNESDAY);
    const names = await Promise.all(
      optIns.map(async (optIn) => (await world.backend.profileStore.read(optIn.uid))?.first_name),
    );
    expect(new Set(names).size).toBe(DEMO_FIRST_NAMES.length);
  });

  it("matches the student with a demo student who confirms at once, arrives, and afterwards wants to meet again", async () => {
    const { world, ana } = await demoWorld("everyone-shows-up", 1);
    const match = await matchAnaNow(world, ana);
    await world.backend.backoffice.runDueJobs();
    const demoUid = match.memberIds.find((uid) => uid !== "ana") ?? "";
    expect((await world.backend.matchStore.get(match.id))?.members[demoUid]?.confirmedAt).not.toBeNull();
    await ana.respond.confirm(match.id);
    expect(matchStatus((await world.backend.matchStore.get(match.id)) ?? match, world.backend.clock.now())).toBe("on");

    const skip = new SkipTime(world.backend.clockControl, world.backend.clock, world.backend.matchStore, ana.session);
    expect(await skip.skipTo("before-meal")).toBe(true);
    expect(world.backend.clock.now()).toBe(match.slot - FIND_EACH_OTHER_BEFORE_MEAL_MS);
    await world.backend.backoffice.runDueJobs();
    expect((await world.backend.matchStore.get(match.id))?.members[demoUid]?.arrival?.kind).toBe("here");

    expect(await skip.skipTo("after-meal")).toBe(true);
    expect(world.backend.clock.now()).toBeGreaterThan(match.slot + MEAL_DURATION_MS);
    await world.backend.backoffice.runDueJobs();
    expect((await world.backend.matchStore.get(match.id))?.members[demoUid]?.feedback).toMatchObject({
      met: "yes",
      meetAgain: true,
      meetAgainWith: null,
    });

    const devClock = new DevClock(world.backend.clockControl, world.backend.clock);
    expect(devClock.offset()).toBeGreaterThan(0);
    expect(devClock.now()).toBe(world.backend.clock.now());
    devClock.backToNow();
    expect(devClock.offset()).toBe(0);
    expect(world.backend.clock.now()).toBeLessThan(match.slot);
  });

  it("keeps a student who signed in at a skipped time signed in when the clock goes back to the real time", async () => {
    const { world, ana } = await demoWorld();
    const user = ana.session.current();
    if (user === null) throw new Error("Ana is signed in");
    const { clock } = world.backend;
    const storage = new MemorySessionStorage();
    const session = new Session(storage, clock, new StubIdentity());
    clock.skipTo(clock.now() + 3 * DAY_MS);
    session.start(user); // a log-in at the skipped time
    new DevClock(world.backend.clockControl, clock, session).backToNow();
    // The page read again (a reload, another tab): still signed in.
    expect(new Session(storage, clock, new StubIdentity()).current()?.uid).toBe(user.uid);
  });

  it("has nothing to skip to for a student without a meal", async () => {
    const { world, ana } = await demoWorld();
    const skip = new SkipTime(world.backend.clockControl, world.backend.clock, world.backend.matchStore, ana.session);
    const before = world.backend.clock.now();
    expect(await skip.skipTo("before-meal")).toBe(false);
    expect(world.backend.clock.now()).toBe(before);
  });

  it("in a mixed cohort, some demo students cancel late or do not show up (seeded)", async () => {
    const { world } = await demoWorld("mixed", 30);
    const behaviours = (await world.backend.demoCohort.list()).map((student) => student.behaviour);
    expect(new Set(behaviours)).toEqual(new Set(["shows-up", "cancels-late", "does-not-show"]));
  });
});
