import { describe, expect, it } from "vitest";
import { DEMO_REVIEWER } from "../../../domain/devtools/demoReviewer";
import { openMealDay } from "../../../domain/meetups/MealDay";
import { MeetupError } from "../../../domain/meetups/meetupErrors";
import { REPORT_REVIEW_MAX_HOURS, REPORT_SUMMARY_AFTER_HOURS } from "../../../domain/shared/policyPromises";
import { HOUR_MS } from "../../../domain/shared/time";
import { ReviewError } from "../../../domain/trust/reviewErrors";
import { SummariseOpenReports } from "../../../domain/trust/SummariseOpenReports";
import { matchedOnWednesday } from "../../support/matchedOnWednesday";
import { FRIDAY, fridayAt, wednesdayAt } from "../../support/meetupWorld";

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "none",
    (error: unknown) => (error instanceof ReviewError || error instanceof MeetupError ? error.reason : String(error)),
  );

/** Ana and Ben matched on Wednesday; after the meal, Ben reports Ana; the demo reviewer signed in to the console. */
async function reportedAfterAMeal() {
  const { world, ana, ben, match } = await matchedOnWednesday();
  world.backend.clock.skipTo(wednesdayAt(14));
  await ben.report.report(match.id, "ana", "harassment", "Kept asking for my number");
  const desk = world.backend.accounts.reviewDesk;
  await desk.signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
  const [queued] = await desk.queue();
  if (queued === undefined) throw new Error("The report is not in the queue");
  return { world, ana, ben, match, desk, reportId: queued.id };
}

describe("the trust and safety console (ReviewReports on the offline backend)", () => {
  it("queues the open reports with the time left until the 48-hour promise, overdue once it passed", async () => {
    const { world, desk, reportId } = await reportedAfterAMeal();
    const filedAt = wednesdayAt(14);
    expect(await desk.queue()).toEqual([
      expect.objectContaining({
        id: reportId,
        reason: "harassment",
        dueAt: filedAt + REPORT_REVIEW_MAX_HOURS * HOUR_MS,
        overdue: false,
      }),
    ]);
    world.backend.clock.skipTo(filedAt + REPORT_REVIEW_MAX_HOURS * HOUR_MS);
    expect((await desk.queue())[0]?.overdue).toBe(true);
  });

  it("opens only to the reviewer", async () => {
    const { desk, reportId } = await reportedAfterAMeal();
    await desk.signOut();
    expect(await reasonOf(desk.queue())).toBe("not-a-reviewer");
    expect(await reasonOf(desk.act(reportId, { kind: "dismiss" }, "Nothing to it"))).toBe("not-a-reviewer");
  });

  it("leaves a reviewer's own case to another: out of their queue, its page and actions refused (by uid or address)", async () => {
    const { world, reportId } = await reportedAfterAMeal();
    const { reviews } = world.backend.accounts;
    const tess = { uid: "tess", email: "tess@strangers.test" };
    expect((await reviews.queue(tess)).map((queued) => queued.id)).toEqual([reportId]);
    // Ben filed it, it is about Ana: each of them as a reviewer, by their uid or by their address.
    const ownCases = [
      { uid: "ben", email: "" },
      { uid: "ana", email: "ana.reviews@strangers.test" },
      { uid: "tess-at-school", email: "ANA@state.edu" },
      { uid: "bens-team-account", email: "ben@state.edu" },
    ];
    for (const reviewer of ownCases) {
      expect(await reviews.queue(reviewer)).toEqual([]);
      expect(await reasonOf(reviews.caseOf(reportId, reviewer))).toBe("own-case");
      const dismiss = reviews.act(reportId, reviewer, { kind: "dismiss" }, "Not worth it");
      expect(await reasonOf(dismiss)).toBe("own-case");
    }
    // Nothing was done: another reviewer still finds it open, and takes it.
    expect(await reviews.caseOf(reportId, tess)).toMatchObject({ status: "open", audit: [] });
    const suspended = await reviews.act(reportId, tess, { kind: "suspend", days: 3 }, "Harassment");
    expect(suspended.status).toBe("suspended");
  });

  it("shows the report's page: reason, text, the match and who confirmed, both students' history", async () => {
    const { desk, reportId, match } = await reportedAfterAMeal();
    const page = await desk.caseOf(reportId);
    expect(page?.report).toMatchObject({ reason: "harassment", details: "Kept asking for my number" });
    expect(page?.status).toBe("open");
    expect(page?.match).toMatchObject({ id: match.id, slot: wednesdayAt(12) });
    expect(page?.match?.members.map((member) => member.firstName).sort()).toEqual(["Ana", "Ben"]);
    expect(page?.reported).toMatchObject({ uid: "ana", email: "ana@state.edu", suspendedUntil: null });
    expect(page?.reported.reportsAbout.map((line) => line.id)).toEqual([reportId]);
    expect(page?.reporter.reportsFiled.map((line) => line.id)).toEqual([reportId]);
    expect(page?.audit).toEqual([]);
  });

  it("shows the messages a report names, and only the reported student's: nothing else of the conversation", async () => {
    const { world, ben, match } = await matchedOnWednesday();
    const said = (id: string, senderUid: string, text: string, hour: number) =>
      world.backend.chats.append({ id, conversationId: match.id, senderUid, text, sentAt: wednesdayAt(hour) });
    await said("a-rude", "ana", "Answer me or else", 13);
    await said("a-other", "ana", "Nice meal", 13.5);
    await said("b-own", "ben", "Please stop", 13.75);
    world.backend.clock.skipTo(wednesdayAt(14));
    await ben.report.report(match.id, "ana", "harassment", "", ["a-rude", "b-own"]);
    const desk = world.backend.accounts.reviewDesk;
    await desk.signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
    const [queued] = await desk.queue();
    const page = await desk.caseOf(queued?.id ?? "");
    expect(page?.messages).toEqual([{ id: "a-rude", text: "Answer me or else", sentAt: wednesdayAt(13) }]);
    // A report filed from the card names none.
    const { desk: cardDesk, reportId } = await reportedAfterAMeal();
    expect((await cardDesk.caseOf(reportId))?.messages).toEqual([]);
  });

  it("needs a note for every action, and a whole number of days for a suspension", async () => {
    const { desk, reportId } = await reportedAfterAMeal();
    expect(await reasonOf(desk.act(reportId, { kind: "warn" }, "  "))).toBe("note-missing");
    expect(await reasonOf(desk.act(reportId, { kind: "suspend", days: 1.5 }, "Harassment"))).toBe("invalid-days");
    expect(await reasonOf(desk.act(reportId, { kind: "suspend", days: 0 }, "Harassment"))).toBe("invalid-days");
    expect((await desk.caseOf(reportId))?.status).toBe("open");
  });

  it("warns by email in the product's voice, writes the audit log, and acts once only", async () => {
    const { world, desk, reportId } = await reportedAfterAMeal();
    const page = await desk.act(reportId, { kind: "warn" }, "First report; a warning");
    expect(page.status).toBe("warned");
    expect(page.audit).toEqual([
      expect.objectContaining({
        action: "warn",
        note: "First report; a warning",
        reviewer: { uid: DEMO_REVIEWER.uid, email: DEMO_REVIEWER.email },
        subjectUid: "ana",
        at: world.backend.clock.now(),
      }),
    ]);
    const warning = (await world.backend.mailbox.list()).find(
      (email) => email.to === "ana@state.edu" && email.subject === "A note from the Strangers trust and safety team",
    );
    expect(warning?.text).toContain("sent us a report about harassment");
    expect(warning?.text).toContain("this is a warning");
    expect(await reasonOf(desk.act(reportId, { kind: "dismiss" }, "Again"))).toBe("already-reviewed");
    expect(await desk.queue()).toEqual([]);
  });

  it("suspends for N days: the student cannot opt in meanwhile, and can again after", async () => {
    const { world, ana, desk, reportId } = await reportedAfterAMeal();
    const page = await desk.act(reportId, { kind: "suspend", days: 7 }, "Harassment after the meal");
    const until = world.backend.clock.now() + 7 * 24 * HOUR_MS;
    expect(page.reported.suspendedUntil).toBe(until);
    expect(page.audit[0]).toMatchObject({ action: "suspend", days: 7 });
    expect(await world.backend.profileStore.read("ana")).toMatchObject({
      suspended_until: until,
      suspension_reason: "harassment",
    });
    expect(await reasonOf(ana.join.join(FRIDAY, [fridayAt(17, 30)]))).toBe("suspended");
    world.backend.clock.skipTo(until + 1);
    const nextOpenDay = openMealDay(await world.backend.mealSchedule.read(), world.backend.clock.now());
    if (nextOpenDay === null) throw new Error("No meal day open after the suspension");
    expect(await reasonOf(ana.join.join(nextOpenDay.id, [nextOpenDay.slots[0] ?? 0]))).toBe("none");
  });

  it("leaves a suspended student out of the round, whatever their opt-in says", async () => {
    const { world, ana, ben, desk, reportId } = await reportedAfterAMeal();
    const carl = await world.student("carl");
    for (const student of [ana, ben, carl]) await student.join.join(FRIDAY, [fridayAt(17, 30)]);
    await desk.act(reportId, { kind: "suspend", days: 7 }, "Harassment after the meal");
    await world.runRound.execute(FRIDAY);
    const outcome = await world.backend.matchStore.findSchoolOutcome(FRIDAY, "state.edu");
    expect(outcome?.notMatched).toEqual({ ana: "suspended" });
    expect(outcome?.matchCount).toBe(1);
  });

  it("deletes the reported student's account: the report stays, with the member gone", async () => {
    const { world, desk, reportId } = await reportedAfterAMeal();
    const page = await desk.act(reportId, { kind: "delete-account" }, "Threats");
    expect(page.status).toBe("deleted");
    expect(page.reported.email).toBeNull();
    expect(await world.backend.profileStore.read("ana")).toBeNull();
    expect(await world.backend.identity.emailOf("ana")).toBeNull();
  });

  it("sends the team a daily summary of the reports open more than 24 hours, and nothing when there are none", async () => {
    const { world } = await reportedAfterAMeal();
    const { reportStore, mailbox, clock } = world.backend;
    const summary = new SummariseOpenReports(reportStore, world.backend.system.mailer, clock);
    expect(await summary.execute("team@strangers.test")).toBe(0);
    clock.skipTo(wednesdayAt(14) + REPORT_SUMMARY_AFTER_HOURS * HOUR_MS);
    expect(await summary.execute("team@strangers.test")).toBe(1);
    expect((await mailbox.list()).filter((email) => email.to === "team@strangers.test")).toHaveLength(1);
  });
});
