import { describe, expect, it } from "vitest";
import { DEMO_REVIEWER } from "../../../domain/devtools/demoReviewer";
import { DEMO_CASES, FileDemoReports } from "../../../domain/devtools/FileDemoReports";
import { RunMatchingNow } from "../../../domain/devtools/RunMatchingNow";
import type { ReviewAction } from "../../../domain/trust/Review";
import { addDemoStudents } from "../../support/addDemoStudents";
import { meetupWorld } from "../../support/meetupWorld";

/** Ana's school with six demo students, matched with each other by hand, and the demo reviewer at the console. */
async function demoCasesWorld() {
  const world = meetupWorld();
  const { backend } = world;
  const ana = await world.student("ana");
  await addDemoStudents(backend, ana.session).execute(6, 7, "everyone-shows-up");
  const fileDemoReports = new FileDemoReports({
    session: ana.session,
    cohort: backend.demoCohort,
    matches: backend.matchStore,
    reports: backend.reportStore,
    backoffice: backend.backoffice,
    clock: backend.clock,
  });
  const desk = backend.accounts.reviewDesk;
  await desk.signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
  return { world, backend, fileDemoReports, desk };
}

describe("developer tools: cases for the demo reviewer", () => {
  it("files none until demo students have been matched with each other", async () => {
    const { fileDemoReports, desk } = await demoCasesWorld();
    expect(await fileDemoReports.execute()).toBe(0);
    expect(await desk.queue()).toEqual([]);
  });

  it("files reports about demo students who have accounts: warn, suspend and delete each work", async () => {
    const { backend, fileDemoReports, desk } = await demoCasesWorld();
    await new RunMatchingNow(backend.mealSchedule, backend.backoffice, backend.clock).execute();
    expect(await fileDemoReports.execute()).toBe(DEMO_CASES);

    const queue = await desk.queue();
    expect(queue).toHaveLength(DEMO_CASES);
    const cases = await Promise.all(queue.map(async (queued) => desk.caseOf(queued.id)));
    const reported = cases.map((found) => found?.report.reportedUid);
    expect(new Set(reported).size).toBe(DEMO_CASES);
    // Each a student who still has an account, as anyone who signed up: the system finds their address.
    for (const uid of reported) expect(await backend.identity.emailOf(uid ?? "")).toMatch(/@state\.edu$/);
    // Nobody can log in as one.
    const email = (await backend.identity.emailOf(reported[0] ?? "")) ?? "";
    await expect(backend.identity.signIn(email, "")).rejects.toThrow();

    const actions: ReviewAction[] = [{ kind: "warn" }, { kind: "suspend", days: 7 }, { kind: "delete-account" }];
    for (const [index, action] of actions.entries()) {
      const acted = await desk.act(queue[index]?.id ?? "", action, "Tried from the demo");
      expect(acted.status).not.toBe("open");
    }
    expect(await desk.queue()).toEqual([]);
    const warnings = (await backend.mailbox.list()).filter((sent) => sent.to === (cases[0]?.reported.email ?? "?"));
    expect(warnings.length).toBeGreaterThan(0);
  });
});
