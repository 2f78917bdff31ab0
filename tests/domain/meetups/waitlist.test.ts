import { describe, expect, it } from "vitest";
import { matchStatus } from "../../../domain/meetups/matchStatus";
import { MeetupError } from "../../../domain/meetups/meetupErrors";
import { WAITLIST_MIN_NOTICE_MS } from "../../../domain/meetups/meetupRules";
import { meetupWorld, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";

describe("the waitlist of a meal day", () => {
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

  it("refuses a slot too soon to get to, and waiting before the day has been matched", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    await expect(ana.join.waitFor(WEDNESDAY, [wednesdayAt(13)])).rejects.toEqual(new MeetupError("not-yet"));
    world.backend.clock.skipTo(wednesdayAt(13) - WAITLIST_MIN_NOTICE_MS);
    await expect(ana.join.waitFor(WEDNESDAY, [wednesdayAt(13)])).rejects.toEqual(new MeetupError("too-late"));
  });
});
