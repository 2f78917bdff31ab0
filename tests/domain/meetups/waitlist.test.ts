import { describe, expect, it, vi } from "vitest";
import { MatchWaitlist } from "../../../domain/meetups/MatchWaitlist";
import type { MyMealsState } from "../../../domain/meetups/MyMeals";
import { matchStatus } from "../../../domain/meetups/matchStatus";
import { MeetupError } from "../../../domain/meetups/meetupErrors";
import { LATE_CANCELLATIONS_BEFORE_NO_WAITLIST, WAITLIST_MIN_NOTICE_MS } from "../../../domain/meetups/meetupRules";
import { anOptIn } from "../../support/meetupFixtures";
import { meetupWorld, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";

const failure = (promise: Promise<unknown> | undefined) =>
  (promise ?? Promise.resolve()).then(
    () => "none",
    (error: unknown) => (error instanceof MeetupError ? error.reason : String(error)),
  );

describe("the waitlist of a meal day", () => {
  it("matches one school's waitlist when asked for that school, leaving another school's waiting", async () => {
    const world = meetupWorld();
    const waiting = [
      ["ana", "state.edu"],
      ["ben", "state.edu"],
      ["eve", "other.edu"],
      ["fay", "other.edu"],
    ] as const;
    for (const [uid, school] of waiting) {
      await world.student(uid, { email: `${uid}@${school}` });
      const optIn = anOptIn(uid, { dayId: WEDNESDAY, school, slots: [], waitlistSlots: [wednesdayAt(13)] });
      await world.backend.optInStore.save(optIn);
    }
    const waitlist = new MatchWaitlist(world.backend.system);
    const matched = async () => (await world.backend.matchStore.listForDay(WEDNESDAY)).map((m) => m.memberIds);
    await waitlist.execute(WEDNESDAY, "state.edu");
    expect(await matched()).toEqual([["ana", "ben"]]);
    await waitlist.execute(WEDNESDAY, "other.edu");
    expect((await matched()).sort()).toEqual([
      ["ana", "ben"],
      ["eve", "fay"],
    ]);
  });

  it("matches two students whose meals fell through at a later slot, confirmed, and tells them", async () => {
    const world = meetupWorld();
    const [ana, ben, cy, dee] = await Promise.all(["ana", "ben", "cy", "dee"].map((uid) => world.student(uid)));
    for (const student of [ana, ben]) await student?.join.join(WEDNESDAY, [wednesdayAt(12)]);
    for (const student of [cy, dee]) await student?.join.join(WEDNESDAY, [wednesdayAt(13)]);
    await world.runRound.execute(WEDNESDAY);
    for (const student of [ana, ben, cy, dee]) {
      const [match] = await world.backend.matchStore.listForStudent(student?.uid ?? "");
      if (match !== undefined) await student?.respond.confirm(match.id);
    }
    // Ben and Dee cancel on the morning: Ana and Cy are left without a meal.
    world.backend.clock.skipTo(wednesdayAt(9));
    for (const [student, partner] of [
      [ben, "ana"],
      [dee, "cy"],
    ] as const) {
      const [match] = await world.backend.matchStore.listForStudent(partner);
      if (match !== undefined) await student?.respond.cancel(match.id);
    }
    await ana?.join.waitFor(WEDNESDAY, [wednesdayAt(12, 30), wednesdayAt(13)]);
    expect((await world.backend.matchStore.listForStudent("ana")).filter((m) => m.origin === "waitlist")).toEqual([]);
    await cy?.join.waitFor(WEDNESDAY, [wednesdayAt(13)]);

    const [newMatch] = (await world.backend.matchStore.listForStudent("ana")).filter((m) => m.origin === "waitlist");
    expect(newMatch?.memberIds).toEqual(["ana", "cy"]);
    expect(newMatch?.slot).toBe(wednesdayAt(13));
    expect(matchStatus(newMatch ?? ({} as never), world.backend.clock.now())).toBe("on");
    expect((await world.backend.optInStore.find(WEDNESDAY, "ana"))?.waitlistSlots).toEqual([]);
    const mail = await world.backend.mailbox.list();
    expect(
      mail.filter((email) => email.to === "cy@state.edu" && email.subject.startsWith("You're matched")),
    ).toHaveLength(2);
  });

  it("passes over a waiting student who paused matching, and refuses them the waitlist with the reason", async () => {
    const world = meetupWorld();
    const [ana, ben] = await Promise.all(["ana", "ben"].map((uid) => world.student(uid)));
    await world.runRound.execute(WEDNESDAY);
    world.backend.clock.skipTo(wednesdayAt(9));
    await ana?.join.waitFor(WEDNESDAY, [wednesdayAt(13)]);
    // Ben's waitlist written past the use case (as an old client, or another device, might have).
    await world.backend.optInStore.save({
      ...anOptIn("ben"),
      dayId: WEDNESDAY,
      slots: [],
      waitlistSlots: [wednesdayAt(13)],
    });
    await ben?.pause.until(wednesdayAt(20));
    await world.backend.backoffice.afterWaitlistChanged(WEDNESDAY);
    expect(await world.backend.matchStore.listForDay(WEDNESDAY)).toEqual([]);
    expect(await failure(ben?.join.waitFor(WEDNESDAY, [wednesdayAt(13)]))).toBe("snoozed");
    await ben?.pause.resume();
    await world.backend.backoffice.afterWaitlistChanged(WEDNESDAY);
    expect((await world.backend.matchStore.listForDay(WEDNESDAY)).map((match) => match.memberIds)).toEqual([
      ["ana", "ben"],
    ]);
  });

  it(`closes the waitlist for the day to a student after ${LATE_CANCELLATIONS_BEFORE_NO_WAITLIST} late cancellations`, async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    const others = await Promise.all(["ben", "cy", "dee"].map((uid) => world.student(uid)));
    await world.runRound.execute(WEDNESDAY);
    world.backend.clock.skipTo(wednesdayAt(9));
    const slots = [wednesdayAt(12), wednesdayAt(12, 30), wednesdayAt(13)];
    // Ana joins the waitlist, is matched with the next one waiting, cancels late, and again.
    for (const [index, other] of others.slice(0, LATE_CANCELLATIONS_BEFORE_NO_WAITLIST).entries()) {
      await ana.join.waitFor(WEDNESDAY, slots.slice(index));
      await other?.join.waitFor(WEDNESDAY, slots.slice(index, index + 1));
      const [match] = (await world.backend.matchStore.listForStudent("ana")).filter((m) =>
        m.memberIds.includes(other?.uid ?? ""),
      );
      await ana.respond.cancel(match?.id ?? "");
    }
    const waiting = others[LATE_CANCELLATIONS_BEFORE_NO_WAITLIST];
    expect(await failure(ana.join.waitFor(WEDNESDAY, [wednesdayAt(13)]))).toBe("waitlist-closed");
    await world.backend.optInStore.save({
      ...anOptIn("ana"),
      dayId: WEDNESDAY,
      slots: [],
      waitlistSlots: [wednesdayAt(13)],
    });
    await waiting?.join.waitFor(WEDNESDAY, [wednesdayAt(13)]);
    expect(await world.backend.matchStore.listForStudent(waiting?.uid ?? "")).toEqual([]);
  });

  it("offers, after a meal fell through, only the times later than it, not the cancelled time itself", async () => {
    const world = meetupWorld();
    const [ana, ben] = await Promise.all(["ana", "ben"].map((uid) => world.student(uid)));
    for (const student of [ana, ben]) await student?.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await world.runRound.execute(WEDNESDAY);
    const [match] = await world.backend.matchStore.listForStudent("ana");
    for (const student of [ana, ben]) await student?.respond.confirm(match?.id ?? "");
    world.backend.clock.skipTo(wednesdayAt(9));
    await ben?.respond.cancel(match?.id ?? "");
    const states: MyMealsState[] = [];
    const watch = ana?.meals.watch((state) => states.push(state));
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe("ready"));
    const last = states.at(-1);
    const card = last?.status === "ready" ? last.view.matches[0] : undefined;
    expect(card?.phase).toBe("off");
    expect(card?.laterSlots).toEqual([wednesdayAt(12, 30), wednesdayAt(13)]);
    watch?.stop();
  });

  it("refuses a slot too soon to get to, and waiting before the day has been matched", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    await expect(ana.join.waitFor(WEDNESDAY, [wednesdayAt(13)])).rejects.toEqual(new MeetupError("not-yet"));
    world.backend.clock.skipTo(wednesdayAt(13) - WAITLIST_MIN_NOTICE_MS);
    await expect(ana.join.waitFor(WEDNESDAY, [wednesdayAt(13)])).rejects.toEqual(new MeetupError("too-late"));
  });
});
