import { describe, expect, it, vi } from "vitest";
import { MatchLateOptIns } from "../../../domain/meetups/MatchLateOptIns";
import { mealDayById, optInClosesAt } from "../../../domain/meetups/MealDay";
import type { MyMealsState } from "../../../domain/meetups/MyMeals";
import { meetupWorld, type Student, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";

/** The student's hub as it loads once: MyMeals runs the offline backend's due work first, as the app does. */
async function daysOf(student: Student) {
  const states: MyMealsState[] = [];
  const watch = student.meals.watch((state) => states.push(state));
  await vi.waitFor(() => expect(states.at(-1)?.status).toBe("ready"));
  watch.stop();
  return (states.at(-1) as Extract<MyMealsState, { status: "ready" }>).view;
}

/** Monday: Ana and Ben opt in for Wednesday, and matching is run by hand (the developer tools) while the day is open. */
async function matchedByHandOnMonday() {
  const world = meetupWorld();
  const late = new MatchLateOptIns({ ...world.backend.system, lateOptIns: world.backend.matchStore });
  const [ana, ben] = await Promise.all(["ana", "ben"].map((uid) => world.student(uid)));
  for (const student of [ana, ben]) await student?.join.join(WEDNESDAY, [wednesdayAt(12)]);
  expect(await world.runRound.execute(WEDNESDAY)).toBe(true);
  const day = mealDayById(await world.backend.mealSchedule.read(), WEDNESDAY);
  expect(world.backend.clock.now()).toBeLessThan(optInClosesAt(day ?? ({} as never)));
  return { world, late };
}

describe("opting in after the day's round ran (MatchLateOptIns)", () => {
  it("matches those who opt in after it as the round would, among themselves, and tells them", async () => {
    const { world, late } = await matchedByHandOnMonday();
    const [cy, dee] = await Promise.all(["cy", "dee"].map((uid) => world.student(uid)));
    for (const student of [cy, dee]) await student?.join.join(WEDNESDAY, [wednesdayAt(13)]);
    world.backend.clock.advanceBy(60_000);
    await late.execute();

    const [match] = await world.backend.matchStore.listForStudent("cy");
    expect(match?.memberIds).toEqual(["cy", "dee"]);
    expect(match?.slot).toBe(wednesdayAt(13));
    expect(match?.origin).toBe("round");
    // Ana and Ben keep their match, and the day's outcome counts both.
    const [first] = await world.backend.matchStore.listForStudent("ana");
    expect(first?.memberIds).toEqual(["ana", "ben"]);
    expect((await world.backend.matchStore.findRoundOutcome(WEDNESDAY))?.matchCount).toBe(2);
    expect(await world.backend.matchStore.findMyOutcome(WEDNESDAY, "cy")).toMatchObject({ result: "matched" });
    const mail = await world.backend.mailbox.list();
    expect(
      mail.filter((email) => email.to === "dee@state.edu" && email.subject.startsWith("You're matched")),
    ).toHaveLength(1);
  });

  it("tells a late student nobody else can meet that matching had run, offers the waitlist, and handles them once", async () => {
    const { world, late } = await matchedByHandOnMonday();
    const cy = await world.student("cy");
    await cy.join.join(WEDNESDAY, [wednesdayAt(13)]);
    // Before: "You're in… Matching runs Tuesday", though it had run.
    await late.execute();

    expect(await world.backend.matchStore.findMyOutcome(WEDNESDAY, "cy")).toMatchObject({
      result: "joined-after-matching",
    });
    const outcome = await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu");
    expect(outcome?.notMatched).toEqual({ cy: "joined-after-matching" });
    const [email] = (await world.backend.mailbox.list()).filter((sent) => sent.to === "cy@state.edu");
    expect(email?.subject).toBe("No match this time");
    expect(email?.text).toContain("had already run when you opted in");

    const [day] = (await daysOf(cy)).days;
    expect(day).toMatchObject({ kind: "unmatched", reason: "joined-after-matching" });
    expect(day?.kind === "unmatched" ? day.laterSlots.length : 0).toBeGreaterThan(0);

    // Handled once: a second run tells nobody twice.
    const sent = (await world.backend.mailbox.list()).length;
    await late.execute();
    expect((await world.backend.mailbox.list()).length).toBe(sent);

    // The waitlist takes them before opt-in closes, now that matching has run for them.
    await cy.join.waitFor(WEDNESDAY, [wednesdayAt(13)]);
    expect((await world.backend.optInStore.find(WEDNESDAY, "cy"))?.waitlistSlots).toEqual([wednesdayAt(13)]);
  });

  it("leaves a day whose round has not run to the round", async () => {
    const world = meetupWorld();
    const late = new MatchLateOptIns({ ...world.backend.system, lateOptIns: world.backend.matchStore });
    const ana = await world.student("ana");
    await ana.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await late.execute();
    expect(await world.backend.matchStore.findRoundOutcome(WEDNESDAY)).toBeNull();
    expect((await daysOf(ana)).days[0]).toMatchObject({ kind: "open" });
  });

  it("is what the offline backend's due work does: the late student's hub says so without another run", async () => {
    const { world } = await matchedByHandOnMonday();
    const cy = await world.student("cy");
    await cy.join.join(WEDNESDAY, [wednesdayAt(13)]);
    const [day] = (await daysOf(cy)).days;
    expect(day).toMatchObject({ kind: "unmatched", reason: "joined-after-matching" });
  });
});
