import { describe, expect, it } from "vitest";
import { RESCUE_OFFER_OPEN_FOR_MS, RESCUE_WAIT_LOOK_INTERVAL_MS } from "../../../domain/rescue/rescueRules";
import { type RescueState, SameDayRescue } from "../../../domain/rescue/SameDayRescue";
import { MINUTE_MS } from "../../../domain/shared/time";
import { matchedPairOnWednesday, type Student, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";
import { rescueWorld } from "../../support/rescueWorld";

/** The dashboard's rescue card as it watches (SameDayRescue.watch), for Ana, Ben (confirmed together) and Cy. */
async function rescueCards() {
  const { world, ana, ben, match } = await matchedPairOnWednesday();
  const cy = await world.student("cy");
  for (const student of [ana, ben]) await student.respond.confirm(match.id);
  const rescue = rescueWorld(world);
  const { backend } = world;
  const watchOf = (student: Student) => {
    const states: RescueState[] = [];
    const useCase = new SameDayRescue({
      session: student.session,
      schedule: backend.mealSchedule,
      matches: backend.matchStore,
      feed: backend.matchStore,
      rescue: rescue.desk,
      clock: backend.clock,
      logger: backend.logger,
    });
    const watch = useCase.watch((state) => states.push(state));
    const today = () => {
      const last = states.at(-1);
      return last?.status === "ready" ? last.today : undefined;
    };
    return { watch, useCase, today };
  };
  return { ...rescue, ana, ben, cy, match, watchOf };
}

describe("the rescue card, watched (SameDayRescue.watch)", () => {
  it("shows a student on standby the offer the system makes, without their acting, while it can still be taken", async () => {
    const { world, desk, offerRescues, ana, cy, watchOf, subject } = await rescueCards();
    const { clock } = world.backend;
    clock.skipTo(wednesdayAt(9));
    await desk.standBy(WEDNESDAY, subject(cy));
    const cyCard = watchOf(cy);
    await expect.poll(() => cyCard.today()?.standby?.uid).toBe("cy");
    // Ana says "I'm here" at 12:00, Ben never does: at 12:10 she is left alone, and the due jobs offer Cy.
    clock.skipTo(wednesdayAt(12));
    await ana.respond.arrive((await world.backend.matchStore.listForStudent("ana"))[0]?.id ?? "", "here");
    clock.skipTo(wednesdayAt(12, 10));
    expect(await offerRescues.execute(WEDNESDAY)).toHaveLength(1);
    // Whenever the offer came between two looks, the next shows it with minutes left to take it.
    expect(RESCUE_WAIT_LOOK_INTERVAL_MS).toBeLessThan(RESCUE_OFFER_OPEN_FOR_MS);
    clock.advanceBy(RESCUE_WAIT_LOOK_INTERVAL_MS);
    await expect.poll(() => cyCard.today()?.offers[0]).toMatchObject({ role: "asked", canAccept: true });
    cyCard.watch.stop();
  });

  it("shows the one left alone that someone has been asked, from the no-arrival moment, without their acting", async () => {
    const { world, desk, offerRescues, ana, cy, watchOf, subject } = await rescueCards();
    const { clock } = world.backend;
    clock.skipTo(wednesdayAt(9));
    await desk.standBy(WEDNESDAY, subject(cy));
    clock.skipTo(wednesdayAt(11, 59));
    const anaCard = watchOf(ana);
    await expect.poll(() => anaCard.today()?.dayId).toBe(WEDNESDAY);
    await ana.respond.arrive((await world.backend.matchStore.listForStudent("ana"))[0]?.id ?? "", "here");
    for (let minute = 0; minute < 12; minute++) {
      clock.advanceBy(MINUTE_MS);
      if (minute === 11) await offerRescues.execute(WEDNESDAY);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    clock.advanceBy(RESCUE_WAIT_LOOK_INTERVAL_MS);
    await expect.poll(() => anaCard.today()?.offers[0]).toMatchObject({ role: "left-alone" });
    anaCard.watch.stop();
  });
});
