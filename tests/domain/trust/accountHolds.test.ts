import { describe, expect, it } from "vitest";
import { LocalAccountHolds } from "../../../adapters/local/LocalAccountHolds";
import { DEMO_REVIEWER } from "../../../domain/devtools/demoReviewer";
import { openMealDay } from "../../../domain/meetups/MealDay";
import { MeetupError } from "../../../domain/meetups/meetupErrors";
import { DAY_MS } from "../../../domain/shared/time";
import { matchedOnWednesday } from "../../support/matchedOnWednesday";
import { type MeetupWorld, wednesdayAt } from "../../support/meetupWorld";
import { signInAtProvider } from "../../support/signedIn";

/**
 * Nobody escapes a suspension or a block by leaving (issue 31), on the offline backend: a student
 * deletes their account and signs up again with the same address; the new account inherits the
 * hold kept for the address (the suspension, and the exclusions of those who blocked or reported
 * the old one).
 */

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "none",
    (error: unknown) => (error instanceof MeetupError ? error.reason : String(error)),
  );

/** Ana and Ben matched on Wednesday at noon; after the meal, Ben files `kind` about Ana. */
async function filedAfterAMeal(kind: "report" | "block") {
  const { world, ana, ben, match } = await matchedOnWednesday();
  world.backend.clock.skipTo(wednesdayAt(14));
  if (kind === "report") await ben.report.report(match.id, "ana", "harassment", "Kept asking for my number");
  else await ben.report.block(match.id, "ana");
  return { world, ana, ben };
}

/** Ana's account and data erased (as Delete account does), then a new account with her address, under a new uid. */
async function anaLeavesAndComesBack(world: MeetupWorld) {
  await world.backend.accounts.eraser.execute({ uid: "ana", email: "ana@state.edu" }, () => crypto.randomUUID());
  expect(await world.backend.profileStore.read("ana")).toBeNull();
  await signInAtProvider(world.backend, { uid: "ana2", email: "ana@state.edu" });
  return world.student("ana2", { email: "ana@state.edu" });
}

/** The next meal day open for sign-ups at the world's time. */
async function nextOpenDay(world: MeetupWorld) {
  const day = openMealDay(await world.backend.mealSchedule.read(), world.backend.clock.now());
  if (day === null) throw new Error("No meal day open");
  return day;
}

describe("a hold on a deleted account's address (offline backend)", () => {
  it("keeps a suspension: the account made again with the address is suspended until the same end, for the same reason", async () => {
    const { world } = await filedAfterAMeal("report");
    const desk = world.backend.accounts.reviewDesk;
    await desk.signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
    const [queued] = await desk.queue();
    await desk.act(queued?.id ?? "", { kind: "suspend", days: 7 }, "Harassment after the meal");
    const until = world.backend.clock.now() + 7 * DAY_MS;

    const ana2 = await anaLeavesAndComesBack(world);

    expect(await world.backend.profileStore.read("ana2")).toMatchObject({
      suspended_until: until,
      suspension_reason: "harassment",
    });
    const day = await nextOpenDay(world);
    expect(await reasonOf(ana2.join.join(day.id, [day.slots[0] ?? 0]))).toBe("suspended");
  });

  it("keeps a block: the one who blocked the old account is never matched with the new one", async () => {
    const { world, ben } = await filedAfterAMeal("block");
    const ana2 = await anaLeavesAndComesBack(world);
    expect((await world.backend.profileStore.read("ana2"))?.suspended_until ?? null).toBeNull();

    world.backend.clock.skipTo(wednesdayAt(14) + 2 * DAY_MS);
    const day = await nextOpenDay(world);
    const slot = day.slots[0] ?? 0;
    await ana2.join.join(day.id, [slot]);
    await ben.join.join(day.id, [slot]);
    await world.runRound.execute(day.id);
    const outcome = await world.backend.matchStore.findSchoolOutcome(day.id, "state.edu");
    expect(outcome?.matchCount).toBe(0);
    expect(Object.keys(outcome?.notMatched ?? {}).sort()).toEqual(["ana2", "ben"]);
    // Ben's block is his again, about the new account: an ordinary one (nothing removes it after a while).
    const [block] = await world.backend.reportStore.filedBy("ben");
    expect(block).toMatchObject({ kind: "block", reporterUid: "ben", reportedUid: "ana2" });
    world.backend.clock.skipTo(world.backend.clock.now() + 2 * 365 * DAY_MS);
    await world.backend.backoffice.runDueJobs();
    expect(await world.backend.reportStore.filedBy("ben")).toHaveLength(1);
  });

  it("goes once inherited, and is never kept for a student nobody blocked or reported", async () => {
    const { world } = await filedAfterAMeal("block");
    const holds = new LocalAccountHolds(world.backend.database);
    await world.backend.accounts.eraser.execute({ uid: "ana", email: "ana@state.edu" }, () => crypto.randomUUID());
    expect(await holds.keptUntilBefore(Number.MAX_SAFE_INTEGER)).toHaveLength(1);
    await signInAtProvider(world.backend, { uid: "ana2", email: "Ana@State.edu " });
    await world.student("ana2", { email: "ana@state.edu" });
    expect(await holds.keptUntilBefore(Number.MAX_SAFE_INTEGER)).toEqual([]);

    await world.backend.accounts.eraser.execute({ uid: "ben", email: "ben@state.edu" }, () => crypto.randomUUID());
    expect(await holds.keptUntilBefore(Number.MAX_SAFE_INTEGER)).toEqual([]);
  });
});
