import { describe, expect, it, vi } from "vitest";
import type { MyMealsState } from "../../../domain/meetups/MyMeals";
import { MEALS_REFRESH_INTERVAL_MS, OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS } from "../../../domain/meetups/meetupRules";
import { MINUTE_MS } from "../../../domain/shared/time";
import { FRIDAY, meetupWorld, type Student, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";

/** The student's hub, once it has loaded (and after each refresh). */
async function hubOf(student: Student) {
  const states: MyMealsState[] = [];
  const watch = student.meals.watch((state) => states.push(state));
  const ready = async () => {
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe("ready"));
    return states.at(-1) as Extract<MyMealsState, { status: "ready" }>;
  };
  return { states, watch, ready };
}

/** The student's hub as it loads once. */
async function viewOf(student: Student) {
  const hub = await hubOf(student);
  const { view } = await hub.ready();
  hub.watch.stop();
  return view;
}

describe("the student's meals (MyMeals)", () => {
  it("offers the open meal day, pre-filled with the student's preferred slots, then shows them in", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana", {
      preferences: { interests: [], preferred_meal_times: ["Wed 12:30", "Fri 18:00"] },
    });
    const hub = await hubOf(ana);
    const before = await hub.ready();
    expect(before.view.days).toEqual([
      expect.objectContaining({
        kind: "open",
        optIn: null,
        suggestedSlots: [wednesdayAt(12, 30)],
        closesAt: wednesdayAt(12) - OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS,
      }),
    ]);
    await ana.join.join(WEDNESDAY, [wednesdayAt(12, 30)]);
    await hub.watch.refresh();
    const after = await hub.ready();
    expect(after.view.days[0]).toMatchObject({ kind: "open", optIn: { slots: [wednesdayAt(12, 30)] } });
    hub.watch.stop();
  });

  it("runs matching once opt-in closes, then shows the match to confirm; a lone student is told they are first next time", async () => {
    const world = meetupWorld();
    const [ana, ben, cy] = await Promise.all(["ana", "ben", "cy"].map((uid) => world.student(uid)));
    await ana?.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await ben?.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await cy?.join.join(WEDNESDAY, [wednesdayAt(13)]);
    world.backend.clock.skipTo(wednesdayAt(12) - OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS);
    const anaHub = await hubOf(ana as Student);
    const state = await anaHub.ready();
    expect(state.view.matches).toEqual([expect.objectContaining({ phase: "to-confirm" })]);
    expect(state.view.matches[0]?.others.map((other) => other.firstName)).toEqual(["Ben"]);
    const cyHub = await hubOf(cy as Student);
    expect((await cyHub.ready()).view.days).toEqual([
      expect.objectContaining({
        kind: "unmatched",
        reason: "no-partner",
        day: expect.objectContaining({ id: WEDNESDAY }),
      }),
      expect.objectContaining({ kind: "open", day: expect.objectContaining({ id: FRIDAY }) }),
    ]);
    anaHub.watch.stop();
    cyHub.watch.stop();
  });

  it("moves through the phases of a match as time goes by, looking again every 15 s", async () => {
    const world = meetupWorld();
    const [ana, ben] = await Promise.all(["ana", "ben"].map((uid) => world.student(uid)));
    for (const student of [ana, ben]) await student?.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await world.runRound.execute(WEDNESDAY);
    const [match] = await world.backend.matchStore.listForStudent("ana");
    const hub = await hubOf(ana as Student);
    const phase = async () => (await hub.ready()).view.matches[0]?.phase;
    expect(await phase()).toBe("to-confirm");
    await ana?.respond.confirm(match?.id ?? "");
    await hub.watch.refresh();
    expect(await phase()).toBe("waiting");
    await ben?.respond.confirm(match?.id ?? "");
    await hub.watch.refresh();
    expect(await phase()).toBe("on");

    const before = hub.states.length;
    world.backend.clock.skipTo(wednesdayAt(12) - 15 * MINUTE_MS - MEALS_REFRESH_INTERVAL_MS);
    world.backend.clock.advanceBy(MEALS_REFRESH_INTERVAL_MS);
    await vi.waitFor(() => expect(hub.states.length).toBeGreaterThan(before));
    expect(await phase()).toBe("find-each-other");

    world.backend.clock.skipTo(wednesdayAt(12, 45));
    await hub.watch.refresh();
    expect(await phase()).toBe("feedback");
    await ana?.respond.answerMet(match?.id ?? "", "yes");
    await ana?.respond.answerMeetAgain(match?.id ?? "", true);
    await hub.watch.refresh();
    expect((await hub.ready()).view.matches).toEqual([]);
    hub.watch.stop();
  });

  it("tells each student why the round left them out, and offers the waitlist only when it was no doing of theirs", async () => {
    const world = meetupWorld();
    const [ana, ben] = await Promise.all(["ana", "ben"].map((uid) => world.student(uid)));
    for (const student of [ana, ben]) await student?.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await world.backend.profileStore.merge("ben", { snoozed_until: wednesdayAt(20) });
    await world.runRound.execute(WEDNESDAY);
    world.backend.clock.skipTo(wednesdayAt(9));
    const days = async (student: Student) => (await viewOf(student)).days.filter((day) => day.kind === "unmatched");
    expect(await days(ana as Student)).toEqual([
      expect.objectContaining({
        reason: "no-partner",
        laterSlots: [wednesdayAt(12), wednesdayAt(12, 30), wednesdayAt(13)],
      }),
    ]);
    expect(await days(ben as Student)).toEqual([expect.objectContaining({ reason: "snoozed", laterSlots: [] })]);
  });

  it("shows on the match whom the student reported or blocked from it", async () => {
    const world = meetupWorld();
    const [ana, ben] = await Promise.all(["ana", "ben"].map((uid) => world.student(uid)));
    for (const student of [ana, ben]) await student?.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await world.runRound.execute(WEDNESDAY);
    const [match] = await world.backend.matchStore.listForStudent("ana");
    await ana?.report.block(match?.id ?? "", "ben");
    await ana?.report.report(match?.id ?? "", "ben", "harassment", "");
    const card = async (student: Student) => (await viewOf(student)).matches[0];
    expect((await card(ana as Student))?.reportedByMe).toEqual([{ uid: "ben", kind: "report" }]);
    expect((await card(ben as Student))?.reportedByMe).toEqual([]);
  });

  it("looks again at once when the clock jumps (a skip in the developer tools), not at the next 15 s", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    const hub = await hubOf(ana);
    await hub.ready();
    const before = hub.states.length;
    world.backend.clock.reset(); // a jump that fires no timer
    await vi.waitFor(() => expect(hub.states.length).toBeGreaterThan(before));
    hub.watch.stop();
  });

  it("says when matching is paused, by the student or by the no-show policy", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    await ana.pause.until(wednesdayAt(20));
    const hub = await hubOf(ana);
    expect((await hub.ready()).snoozedUntil).toBe(wednesdayAt(20));
    hub.watch.stop();
  });

  it("offers exactly that meal for the calendar: with whom, where, and how to find each other", async () => {
    const world = meetupWorld();
    const [ana, ben] = await Promise.all(["ana", "ben"].map((uid) => world.student(uid)));
    for (const student of [ana, ben]) await student?.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await world.runRound.execute(WEDNESDAY);
    const [match] = await world.backend.matchStore.listForStudent("ana");
    if (match === undefined) throw new Error("Ana was not matched");
    const ics = ana?.meals.calendarEventFor(match, "strangers.app") ?? "";
    expect(ics).toContain(`UID:match-${match.id}@strangers.app`);
    expect(ics).toContain("SUMMARY:Strangers meal with Ben");
    expect(ics).toContain(`LOCATION:${match.place?.name}\\, `);
    expect(ics).toContain(`your colour is ${match.signal.colourName}`);
    expect(ics).toContain(`DTSTART:${new Date(wednesdayAt(12)).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`);
  });
});
