import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../../../domain/devtools/demoOperator";
import { createLocalBackend } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";

/**
 * The console's Schedule on the offline backend (the meals-for-two schedule, on Thursday 4 September
 * 2025): the form checked by the domain's one parser, the save reaching the students' schedule, and
 * the next four weeks.
 */
async function theScheduleSection() {
  const backend = createLocalBackend();
  await backend.operations.operatorDesk.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  const { user } = renderApp("/ops", backend);
  const section = await screen.findByRole("region", { name: "Schedule" });
  await within(section).findByRole("heading", { name: "Edit the schedule" });
  return { backend, user, section };
}

describe("the console's Schedule", () => {
  it("starts from the saved schedule, and previews its next four weeks with opt-in and round times", async () => {
    const { section } = await theScheduleSection();
    const wednesdays = within(section).getByRole("group", { name: "Weekly entry 1" });
    expect(within(wednesdays).getByLabelText("Day")).toHaveValue("Wed");
    expect(within(wednesdays).getByLabelText("Kind")).toHaveValue("lunch-for-two");
    expect(within(wednesdays).getByLabelText("Times")).toHaveValue("12:00, 12:30, 13:00");
    expect(within(section).getAllByRole("group", { name: /^Dated meal / })).toHaveLength(6);
    const preview = within(section).getByRole("region", { name: "The next four weeks" });
    const friday = within(preview).getByRole("heading", { name: "Friday, September 5, 2025" }).closest("li");
    expect(friday).toHaveTextContent("Lunch for two at 18:30, 20:00, 20:30");
    expect(friday).toHaveTextContent("Opt-in opens Fri, Aug 29, 18:30, closes Thu, Sep 4, 18:30: the round runs then.");
    expect(within(preview).getByRole("heading", { name: "Wednesday, September 24, 2025" })).toBeInTheDocument();
  });

  it("says what is wrong beside the field, saves nothing, and keeps what was typed", async () => {
    const { backend, user, section } = await theScheduleSection();
    const wednesdays = within(section).getByRole("group", { name: "Weekly entry 1" });
    const times = within(wednesdays).getByLabelText("Times");
    await user.clear(times);
    await user.type(times, "12:15, noon");
    await user.selectOptions(within(wednesdays).getByLabelText("Kind"), "mixer");
    await user.clear(within(wednesdays).getByLabelText("Title"));
    await user.click(within(section).getByRole("button", { name: "Save schedule" }));
    expect(await within(wednesdays).findByText("“noon” is not a time on a 24-hour clock, like 18:30.")).toBeVisible();
    expect(times).toHaveAccessibleDescription(/“noon” is not a time/);
    expect(within(wednesdays).getByText("A mixer needs a title.")).toBeVisible();
    expect(within(section).getByRole("alert")).toHaveTextContent(
      "2 things need fixing before the schedule can be saved: see the fields marked.",
    );
    expect(times).toHaveValue("12:15, noon");
    expect((await backend.mealSchedule.read()).weekly[0]?.times).toEqual(["12:00", "12:30", "13:00"]);
    expect(await backend.operations.teamDesk.view()).toMatchObject({ log: [] });
  });

  it("saves for the students at once: their schedule and the preview show the new time, and the audit log says who", async () => {
    const { backend, user, section } = await theScheduleSection();
    const wednesdays = within(section).getByRole("group", { name: "Weekly entry 1" });
    const times = within(wednesdays).getByLabelText("Times");
    await user.clear(times);
    await user.type(times, "12:15");
    await user.click(within(section).getByRole("button", { name: "Remove Dated meal 6" }));
    await user.click(within(section).getByRole("button", { name: "Save schedule" }));
    expect(await within(section).findByText("Saved. Students see the new schedule now.")).toBeVisible();
    const calendar = await backend.mealSchedule.read();
    expect(calendar.weekly[0]).toEqual({ weekday: "Wed", times: ["12:15"], kind: "lunch-for-two" });
    expect(calendar.dated).toHaveLength(5);
    const preview = within(section).getByRole("region", { name: "The next four weeks" });
    expect(
      within(preview).getByRole("heading", { name: "Wednesday, September 24, 2025" }).closest("li"),
    ).toHaveTextContent("Lunch for two at 12:15");
    expect(times).toHaveValue("12:15");
    const team = await backend.operations.teamDesk.view();
    expect(team.log).toEqual([
      expect.objectContaining({
        by: expect.objectContaining({ email: DEMO_OPERATOR.email }),
        action: { kind: "schedule-saved", timeZone: null, weeklyEntries: 2, datedTimes: 5 },
      }),
    ]);
  });
});
