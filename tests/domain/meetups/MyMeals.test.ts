import { describe, expect, it, vi } from "vitest";
import { MyMeals, type MyMealsState } from "../../../domain/meetups/MyMeals";
import { MEALS_REFRESH_INTERVAL_MS, OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS } from "../../../domain/meetups/meetupRules";
import type { MatchFeed } from "../../../domain/meetups/ports/MatchFeed";
import { FALLBACK_POLL_FIRST_DELAY_MS } from "../../../domain/shared/listenerFallback";
import { MINUTE_MS } from "../../../domain/shared/time";
import {
  FRIDAY,
  type MeetupWorld,
  matchedPairOnWednesday,
  meetupWorld,
  type Student,
  WEDNESDAY,
  wednesdayAt,
} from "../../support/meetupWorld";

/** The student's hub, once it has loaded (and after each refresh). */
async function hubOf(student: Student, meals: MyMeals = student.meals) {
  const states: MyMealsState[] = [];
  const watch = meals.watch((state) => states.push(state));
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

  it("moves through the phases of a match as time goes by, worked out again every 15 s from what it holds", async () => {
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

  describe("in real time (MatchFeed)", () => {
    /** The student's hub on this feed (the others' answers, told by the local store's signal, by default). */
    const mealsOn = (world: MeetupWorld, student: Student, feed: MatchFeed) => {
      const { backend } = world;
      return new MyMeals({
        session: student.session,
        schedule: backend.mealSchedule,
        optIns: backend.optInStore,
        matches: backend.matchStore,
        feed,
        reports: backend.reportStore,
        profiles: backend.profileStore,
        backoffice: backend.backoffice,
        clock: backend.clock,
        logger: backend.logger,
      });
    };
    /** The local feed, counting who follows and who stopped. */
    const countingFeed = (world: MeetupWorld) => {
      const counts = { follows: 0, stops: 0 };
      const feed: MatchFeed = {
        follow(uid, onChange, onError) {
          counts.follows += 1;
          const stop = world.backend.matchStore.follow(uid, onChange, onError);
          return () => {
            counts.stops += 1;
            stop();
          };
        },
      };
      return { feed, counts };
    };

    it("shows the partner's confirmation at once, not at the next look (no timer fires)", async () => {
      const { world, ana, ben, match } = await matchedPairOnWednesday();
      const hub = await hubOf(ana);
      const phase = async () => (await hub.ready()).view.matches[0]?.phase;
      await ana.respond.confirm(match.id);
      await vi.waitFor(async () => expect(await phase()).toBe("waiting"));
      const timersBefore = world.backend.clock.now();
      await ben.respond.confirm(match.id);
      await vi.waitFor(async () => expect(await phase()).toBe("on"));
      // The manual clock never moved: no 15 s look ran, the feed brought it.
      expect(world.backend.clock.now()).toBe(timersBefore);
      hub.watch.stop();
    });

    it("shows the partner's 'I'm here' on the colour screen at once", async () => {
      const { world, ana, ben, match } = await matchedPairOnWednesday();
      await ana.respond.confirm(match.id);
      await ben.respond.confirm(match.id);
      world.backend.clock.skipTo(wednesdayAt(11, 50));
      const hub = await hubOf(ana);
      const card = async () => (await hub.ready()).view.matches[0];
      expect((await card())?.phase).toBe("find-each-other");
      await ben.respond.arrive(match.id, "here");
      await vi.waitFor(async () => expect((await card())?.others[0]?.arrival?.kind).toBe("here"));
      hub.watch.stop();
    });

    it("follows after the first look (not during it), sees the round's match without polling, and stops with the hub", async () => {
      const world = meetupWorld();
      const [ana, ben] = [await world.student("ana"), await world.student("ben")];
      const { feed, counts } = countingFeed(world);
      const hub = await hubOf(ana, mealsOn(world, ana, feed));
      await hub.ready();
      // The first look is shown before anything is followed: the dashboard's first load does not carry the feed.
      expect(hub.states.filter((state) => state.status === "ready").length).toBeGreaterThan(0);
      await vi.waitFor(() => expect(counts.follows).toBe(1));
      for (const student of [ana, ben]) await student.join.join(WEDNESDAY, [wednesdayAt(12)]);
      await world.runRound.execute(WEDNESDAY);
      await vi.waitFor(async () => expect((await hub.ready()).view.matches).toHaveLength(1));
      await hub.watch.refresh();
      expect(counts.follows).toBe(1);
      hub.watch.stop();
      expect(counts.stops).toBe(1);
    });

    it("polls when the feed fails, backing off from 15 s, says why in the log, and listens again once it can", async () => {
      const { world, ana, ben, match } = await matchedPairOnWednesday();
      let feedWorks = false;
      const flaky: MatchFeed = {
        follow(uid, onChange, onError) {
          if (feedWorks) return world.backend.matchStore.follow(uid, onChange, onError);
          queueMicrotask(() => onError(new Error("no connection")));
          return () => {};
        },
      };
      const hub = await hubOf(ana, mealsOn(world, ana, flaky));
      await hub.ready();
      await vi.waitFor(() =>
        expect(world.backend.logger.warnings.map((warning) => warning.message)).toContain(
          "Following the screen's changes failed: polling instead",
        ),
      );
      await ben.respond.confirm(match.id);
      const confirmed = async () => (await hub.ready()).view.matches[0]?.others[0]?.confirmedAt ?? null;
      expect(await confirmed()).toBeNull();
      world.backend.clock.advanceBy(FALLBACK_POLL_FIRST_DELAY_MS);
      await vi.waitFor(async () => expect(await confirmed()).not.toBeNull());
      // The feed works again at the next poll (30 s later): from then on a change shows at once.
      feedWorks = true;
      world.backend.clock.advanceBy(2 * FALLBACK_POLL_FIRST_DELAY_MS);
      await ana.respond.confirm(match.id);
      await vi.waitFor(async () => expect((await hub.ready()).view.matches[0]?.phase).toBe("on"));
      hub.watch.stop();
    });

    it("never runs two looks at once: a change during a look is looked at right after it", async () => {
      const { world, ana, ben, match } = await matchedPairOnWednesday();
      let inFlight = 0;
      let most = 0;
      const schedule = world.backend.mealSchedule;
      const meals = new MyMeals({
        session: ana.session,
        schedule: {
          read: async () => {
            inFlight += 1;
            most = Math.max(most, inFlight);
            try {
              return await schedule.read();
            } finally {
              inFlight -= 1;
            }
          },
        },
        optIns: world.backend.optInStore,
        matches: world.backend.matchStore,
        feed: world.backend.matchStore,
        reports: world.backend.reportStore,
        profiles: world.backend.profileStore,
        backoffice: world.backend.backoffice,
        clock: world.backend.clock,
        logger: world.backend.logger,
      });
      const hub = await hubOf(ana, meals);
      await hub.ready();
      await Promise.all([hub.watch.refresh(), hub.watch.refresh(), ben.respond.confirm(match.id)]);
      await vi.waitFor(async () => expect((await hub.ready()).view.matches[0]?.others[0]?.confirmedAt).not.toBeNull());
      expect(most).toBe(1);
      hub.watch.stop();
    });
  });
});
