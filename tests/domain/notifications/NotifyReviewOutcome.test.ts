import { describe, expect, it } from "vitest";
import { DEMO_REVIEWER } from "../../../domain/devtools/demoReviewer";
import { NotifyReviewOutcome } from "../../../domain/notifications/NotifyReviewOutcome";
import type { PushNotice } from "../../../domain/notifications/PushNotice";
import type { Notifier } from "../../../domain/notifications/ports/Notifier";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import type { ReviewAction } from "../../../domain/trust/Review";
import { matchedOnWednesday } from "../../support/matchedOnWednesday";
import { wednesdayAt } from "../../support/meetupWorld";

/**
 * A review's outcome (NotifyReviewOutcome) on the offline backend and the manual clock: the
 * reporter hears it was reviewed, in the same words whatever was decided, never the one reported;
 * quiet hours hold it; once.
 */

type Choices = { readonly off: ("reviews" | "matched")[]; readonly quiet_hours: { from: number; to: number } | null };

/** Ben reports Ana after their Wednesday lunch (at 14:00), with Ben's notification choices; the demo reviewer at the console. */
async function reported(choices: Choices | null = null) {
  const { world, ben, match } = await matchedOnWednesday();
  const { backend } = world;
  if (choices !== null) await backend.profileStore.merge("ben", { notifications: choices });
  backend.clock.skipTo(wednesdayAt(14));
  await ben.report.report(match.id, "ana", "harassment", "Kept asking for my number");
  const desk = backend.accounts.reviewDesk;
  await desk.signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
  const [queued] = await desk.queue();
  if (queued === undefined) throw new Error("The report is not in the queue");
  const pushesTo = async (uid: string) =>
    (await backend.pushNotifications.listNotifications())
      .filter((shown) => shown.to === uid)
      .map(({ title, body, link, tag }) => ({ title, body, link, tag }));
  return { backend, desk, reportId: queued.id, pushesTo };
}

class RecordingNotifier implements Notifier {
  readonly shown: { uid: string; notice: PushNotice }[] = [];
  async notify(uid: string, notice: PushNotice) {
    this.shown.push({ uid, notice });
  }
  async withdraw() {}
}

describe("a review's outcome (NotifyReviewOutcome, on the offline backend)", () => {
  it("tells the reporter their report was reviewed, at once and once; the student reported hears nothing of it", async () => {
    const { backend, desk, reportId, pushesTo } = await reported();
    backend.clock.advanceBy(HOUR_MS);
    await desk.act(reportId, { kind: "warn" }, "First report");
    await backend.backoffice.runDueJobs();
    expect(await pushesTo("ben")).toEqual([
      {
        title: "Your report was reviewed",
        body: "Our trust and safety team has looked into what you told us. Thank you for helping keep Strangers safe.",
        link: "/safety",
        tag: `report:${reportId}`,
      },
    ]);
    expect((await pushesTo("ana")).map((shown) => shown.title)).not.toContain("Your report was reviewed");
  });

  it("says the same whatever the team decided, and names nobody", async () => {
    const told = [];
    for (const action of [
      { kind: "dismiss" },
      { kind: "warn" },
      { kind: "suspend", days: 3 },
      { kind: "delete-account" },
    ] satisfies ReviewAction[]) {
      const { desk, reportId, pushesTo } = await reported();
      await desk.act(reportId, action, "Decided");
      const [shown] = await pushesTo("ben");
      told.push({ title: shown?.title, body: shown?.body });
    }
    expect(new Set(told.map((words) => JSON.stringify(words))).size).toBe(1);
    expect(JSON.stringify(told[0])).not.toMatch(/Ana|warn|suspend|delet|dismiss/i);
  });

  it("holds it through the reporter's quiet hours, then the due jobs send it once", async () => {
    // Ben's quiet hours, 14:00 to 16:00 (the schedule's clock is this machine's here), cover the review at 15:00.
    const { backend, desk, reportId, pushesTo } = await reported({
      off: [],
      quiet_hours: { from: new Date(wednesdayAt(14)).getHours() * 60, to: new Date(wednesdayAt(16)).getHours() * 60 },
    });
    backend.clock.skipTo(wednesdayAt(15));
    await desk.act(reportId, { kind: "dismiss" }, "Nothing to it");
    await backend.backoffice.runDueJobs();
    expect(await pushesTo("ben")).toEqual([]);
    backend.clock.skipTo(wednesdayAt(16) - MINUTE_MS);
    await backend.backoffice.runDueJobs();
    expect(await pushesTo("ben")).toEqual([]);
    backend.clock.skipTo(wednesdayAt(16));
    await backend.backoffice.runDueJobs();
    await backend.backoffice.runDueJobs();
    expect((await pushesTo("ben")).map((shown) => shown.title)).toEqual(["Your report was reviewed"]);
  });

  it("is not sent to a reporter who turned reviews off, nor after a day", async () => {
    const off = await reported({ off: ["reviews"], quiet_hours: null });
    await off.desk.act(off.reportId, { kind: "warn" }, "First report");
    await off.backend.backoffice.runDueJobs();
    expect(await off.pushesTo("ben")).toEqual([]);

    const { backend, reportId } = await reported();
    const notifier = new RecordingNotifier();
    const notify = new NotifyReviewOutcome({
      reviewOutcomes: backend.reportStore,
      profiles: backend.profileStore,
      schedule: backend.mealSchedule,
      notifier,
      clock: backend.clock,
    });
    await backend.accounts.reviews.act(reportId, { uid: "tess", email: "tess@strangers.test" }, { kind: "warn" }, "x");
    backend.clock.advanceBy(DAY_MS);
    await notify.executeDue();
    expect(notifier.shown).toEqual([]);
  });

  it("is sent once however many runs at once", async () => {
    const { backend, reportId } = await reported();
    const notifier = new RecordingNotifier();
    const notify = new NotifyReviewOutcome({
      reviewOutcomes: backend.reportStore,
      profiles: backend.profileStore,
      schedule: backend.mealSchedule,
      notifier,
      clock: backend.clock,
    });
    await backend.accounts.reviews.act(reportId, { uid: "tess", email: "tess@strangers.test" }, { kind: "warn" }, "x");
    await Promise.all([notify.executeDue(), notify.executeDue(), notify.execute(reportId)]);
    expect(notifier.shown.map((entry) => [entry.uid, entry.notice.kind])).toEqual([["ben", "reviews"]]);
  });
});
