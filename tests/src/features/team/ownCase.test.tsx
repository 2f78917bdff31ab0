import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_REVIEWER } from "../../../../domain/devtools/demoReviewer";
import { meetupWorld, onlyMatchOf, WEDNESDAY, wednesdayAt } from "../../../support/meetupWorld";
import { renderApp } from "../../../support/renderApp";
import { signInAtProvider } from "../../../support/signedIn";

/**
 * The console (/team) on the offline backend, for a reviewer whose own case a report is: the demo
 * reviewer is also a student (same uid), and Ben reported them after a meal.
 */
async function reportAboutTheReviewer() {
  const world = meetupWorld();
  const reviewer = await world.student(DEMO_REVIEWER.uid);
  const ben = await world.student("ben");
  for (const student of [reviewer, ben]) await signInAtProvider(world.backend, student.user);
  await reviewer.join.join(WEDNESDAY, [wednesdayAt(12)]);
  await ben.join.join(WEDNESDAY, [wednesdayAt(12)]);
  await world.runRound.execute(WEDNESDAY);
  const match = await onlyMatchOf(world, ben);
  world.backend.clock.skipTo(wednesdayAt(14));
  await ben.report.report(match.id, DEMO_REVIEWER.uid, "harassment", "Rude all meal");
  const [report] = await world.backend.reportStore.filedBy("ben");
  await world.backend.accounts.reviewDesk.signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
  return { world, reportId: report?.id ?? "" };
}

describe("the console and a reviewer's own case", () => {
  it("leaves it out of their queue", async () => {
    const { world } = await reportAboutTheReviewer();
    renderApp("/team", world.backend);
    expect(await screen.findByText("No open reports. Nothing is waiting for a review.")).toBeInTheDocument();
  });

  it("says in words why its page is not theirs to open", async () => {
    const { world, reportId } = await reportAboutTheReviewer();
    renderApp(`/team/reports/${reportId}`, world.backend);
    expect(
      await screen.findByText("You filed this report or it's about you, so another reviewer takes it."),
    ).toBeInTheDocument();
  });
});
