import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEMO_OPERATOR } from "../../../../domain/devtools/demoOperator";
import { matchedPairOnWednesday, WEDNESDAY, wednesdayAt } from "../../../support/meetupWorld";
import { renderApp } from "../../../support/renderApp";
import { rescueWorld } from "../../../support/rescueWorld";

/**
 * The console's Outcomes on the offline backend: Ana and Ben matched for Wednesday, both confirm,
 * say "I'm here" and would meet again; the demo operator reads what they did.
 */
async function aLunchThatHappened() {
  const { world, ana, ben, match } = await matchedPairOnWednesday();
  for (const student of [ana, ben]) await student.respond.confirm(match.id);
  world.backend.clock.skipTo(wednesdayAt(11, 55));
  for (const student of [ana, ben]) await student.respond.arrive(match.id, "here");
  world.backend.clock.skipTo(wednesdayAt(14));
  for (const student of [ana, ben]) {
    await student.respond.answerMet(match.id, "yes");
    await student.respond.answerMeetAgain(match.id, true);
  }
  await world.backend.operations.operatorDesk.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  return world;
}

const row = (name: string) => screen.getByRole("row", { name: new RegExp(`^${name} `) });

describe("the console's Outcomes", () => {
  it("shows the funnel, the rates and the pitch's line of what the students did", async () => {
    const world = await aLunchThatHappened();
    renderApp("/ops", world.backend);
    const section = await screen.findByRole("region", { name: "Outcomes" });
    await within(section).findByRole("table");
    expect(
      within(row("Opted in"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2", "2"]);
    for (const step of ["Matched", "Confirmed", "Met", "Meet again"])
      expect(within(row(step)).getAllByRole("cell")[0]).toHaveTextContent("2");
    expect(within(section).getByText("2 students matched in the last 8 weeks at state.edu")).toBeInTheDocument();
    expect(within(section).getByText("Show-up (met seats / confirmed seats)").nextElementSibling).toHaveTextContent(
      "100%",
    );
    expect(
      within(section).getByRole("img", { name: /^Show-up rate by week: .*2026-11-23 100%\.$/ }),
    ).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Download CSV" })).toBeInTheDocument();
  });

  it("opens on all schools, reads a school's own weeks when it is picked, and says the CSV reads every school-week", async () => {
    const world = await aLunchThatHappened();
    const counts = world.backend.operations.outcomeCounts;
    const read = {
      allSchools: vi.spyOn(counts, "allSchoolsBetween"),
      school: vi.spyOn(counts, "schoolBetween"),
      everySchool: vi.spyOn(counts, "everySchoolBetween"),
    };
    renderApp("/ops", world.backend);
    const section = await screen.findByRole("region", { name: "Outcomes" });
    await within(section).findByRole("table");
    expect(read.allSchools).toHaveBeenCalledTimes(1);
    expect(read.school).not.toHaveBeenCalled();
    const csv = within(section).getByRole("button", { name: "Download CSV" });
    expect(csv).toHaveAccessibleDescription(/reads them all/);

    await userEvent.selectOptions(within(section).getByRole("combobox", { name: "School" }), "state.edu");
    expect(await within(section).findByText("2 students matched in the last 8 weeks at state.edu")).toBeInTheDocument();
    expect(within(row("Met")).getAllByRole("cell")[0]).toHaveTextContent("2");
    expect(read.allSchools).toHaveBeenCalledTimes(1);
    expect(read.school).toHaveBeenCalledTimes(1);
    expect(read.school.mock.calls[0]?.[0]).toBe("state.edu");
    expect(read.everySchool).not.toHaveBeenCalled();
    expect(within(section).getByRole("button", { name: "Download CSV" })).not.toHaveAccessibleDescription();
  });

  it("counts a same-day rescue: offered and taken, and show-up without and with a rescue", async () => {
    const { world, ana, ben, match } = await matchedPairOnWednesday();
    const { desk, subject } = rescueWorld(world);
    for (const student of [ana, ben]) await student.respond.confirm(match.id);
    const cy = await world.student("cy");
    world.backend.clock.skipTo(wednesdayAt(9));
    await desk.standBy(WEDNESDAY, subject(cy));
    world.backend.clock.skipTo(wednesdayAt(11, 30));
    await ben.respond.cancel(match.id);
    const [offer] = (await desk.look(WEDNESDAY, subject(cy))).offers;
    const rescueId = await desk.accept(offer?.id ?? "", subject(cy));
    world.backend.clock.skipTo(wednesdayAt(11, 58));
    for (const student of [ana, cy]) await student.respond.arrive(rescueId, "here");
    world.backend.clock.skipTo(wednesdayAt(14));
    await world.backend.operations.operatorDesk.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    renderApp("/ops", world.backend);
    const section = await screen.findByRole("region", { name: "Outcomes" });
    await within(section).findByRole("table");
    const rate = (name: string) => within(section).getByText(name).nextElementSibling;
    expect(rate("Same-day rescues")).toHaveTextContent("1 offered, 1 taken (100%)");
    expect(rate("Show-up without a rescue (the meals as matched)")).toHaveTextContent("0%");
    expect(rate("Show-up with a rescue (those left alone and rescued count as shown up)")).toHaveTextContent("100%");
  });

  it("answers no one but the operator: signed out, the console asks to sign in and shows no count", async () => {
    const world = await aLunchThatHappened();
    await world.backend.operations.operatorDesk.signOut();
    await expect(
      world.backend.operations.outcomeCounts.allSchoolsBetween("2026-01-05", "2026-12-28"),
    ).rejects.toThrow();
    renderApp("/ops", world.backend);
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Outcomes" })).not.toBeInTheDocument();
  });
});
