import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS } from "../../../../domain/shared/time";
import { FRIDAY, fridayAt, MONDAY, meetupWorld, WEDNESDAY, wednesdayAt } from "../../../support/meetupWorld";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

/** Tuesday 13:00: Wednesday's opt-in closed at noon (its lunch is the schedule's next meal); Friday is open. */
const TUESDAY_AFTERNOON = MONDAY.getTime() + DAY_MS + 4 * HOUR_MS;

const timer = () => screen.findByRole("timer", undefined, { timeout: 5_000 });

describe("the dashboard's countdown is the student's own", () => {
  it("counts down to the next meal the student can still join, not to one whose opt-in has closed", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    world.backend.clock.skipTo(TUESDAY_AFTERNOON);
    renderApp("/dashboard", signedInBackend({ ...ana.user }, world.backend));
    await timer();
    expect(await screen.findByText("Until the next meal you can join")).toBeInTheDocument();
    // Friday 17:30 is 3 days 4 hours 30 minutes away; Wednesday's lunch would be 0 days 23 hours.
    expect(screen.getByRole("timer")).toHaveAccessibleName(
      "3 days, 4 hours and 30 minutes until the next meal you can join",
    );
    expect(fridayAt(17, 30) - TUESDAY_AFTERNOON).toBe(3 * DAY_MS + 4.5 * HOUR_MS);
  });

  it("counts down to the first time the student is in for, before matching", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    await ana.join.join(FRIDAY, [fridayAt(18), fridayAt(18, 30)]);
    world.backend.clock.skipTo(TUESDAY_AFTERNOON);
    renderApp("/dashboard", signedInBackend({ ...ana.user }, world.backend));
    await timer();
    expect(await screen.findByText("Until the first meal you joined")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveAccessibleName(
      "3 days, 5 hours and 0 minutes until the first meal you joined",
    );
  });

  it("counts down to the student's own match, and says with whom", async () => {
    const world = meetupWorld();
    const [ana, ben] = [await world.student("ana"), await world.student("ben")];
    for (const student of [ana, ben]) await student.join.join(WEDNESDAY, [wednesdayAt(12, 30)]);
    await world.runRound.execute(WEDNESDAY);
    world.backend.clock.skipTo(TUESDAY_AFTERNOON);
    renderApp("/dashboard", signedInBackend({ ...ana.user }, world.backend));
    await timer();
    expect(await screen.findByText("Until your meal with Ben")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("timer")).toHaveAccessibleName(
        "0 days, 23 hours and 30 minutes until your meal with Ben",
      ),
    );
  });
});
