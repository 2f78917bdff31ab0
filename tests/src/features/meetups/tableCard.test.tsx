import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RunDueJobs } from "../../../../domain/meetups/RunDueJobs";
import { RunRound } from "../../../../domain/meetups/RunRound";
import { defaultProfile, newProfileOf } from "../../../../domain/profile/UserProfile";
import { HOUR_MS } from "../../../../domain/shared/time";
import { createLocalBackend, type LocalTestBackend } from "../../../support/localBackend";
import { FRIDAY_DINNER, fridayAt, MONDAY } from "../../../support/meetupWorld";
import { renderApp } from "../../../support/renderApp";
import { APP_SCHEDULE } from "../../../support/schedules";
import { signedInBackend } from "../../../support/signedIn";

const ANA = {
  first_name: "Ana",
  class_level: "Junior",
  major: "History",
  preferences: { interests: ["Jazz"], preferred_meal_times: ["Fri 18:00"] },
};
const OTHERS = [
  { uid: "uid-ben", first_name: "Ben", major: "Biology" },
  { uid: "uid-cleo", first_name: "Cleo", major: "Physics" },
  { uid: "uid-dev", first_name: "Dev", major: "Economics" },
];

/** Ana and three others of state.edu in for Friday's group dinner at 18:00, seated at one table on Thursday. */
async function anaSeatedAtATable(): Promise<LocalTestBackend> {
  const backend = signedInBackend(ANA, createLocalBackend(MONDAY, APP_SCHEDULE));
  for (const { uid, ...profile } of [{ uid: "uid-ana", ...ANA }, ...OTHERS]) {
    await backend.profileStore.create(uid, {
      ...newProfileOf(defaultProfile(`${uid.slice(4)}@state.edu`, 0)),
      class_level: "Senior",
      preferences: { interests: ["Jazz"], preferred_meal_times: ["Fri 18:00"] },
      ...profile,
    });
    await backend.optInStore.save({
      dayId: FRIDAY_DINNER,
      uid,
      school: "state.edu",
      slots: [fridayAt(18)],
      updatedAt: 0,
      waitlistSlots: [],
    });
  }
  backend.clock.skipTo(fridayAt(18) - 24 * HOUR_MS);
  await new RunRound(backend.system).execute(FRIDAY_DINNER);
  return backend;
}

describe("a group dinner on the dashboard", () => {
  it("offers Friday's group dinner beside Wednesday's lunch for two, each saying what it is", async () => {
    renderApp("/dashboard", signedInBackend(ANA, createLocalBackend(MONDAY, APP_SCHEDULE)));
    const dinner = within(await screen.findByRole("region", { name: "Group dinner: Friday, November 27" }));
    expect(dinner.getByText(/A table of 4 to 6 students from your school/)).toBeInTheDocument();
    expect(dinner.getByRole("button", { name: "I'm in" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Lunch for two: Wednesday, November 25" })).toBeInTheDocument();
  });

  it("shows the table by class level and major until its day, then by first name with the place", async () => {
    const backend = await anaSeatedAtATable();
    const { unmount } = renderApp("/dashboard", backend);
    const table = within(await screen.findByRole("region", { name: "Your table" }));
    expect(table.getByText("A table of 4.")).toBeInTheDocument();
    expect(table.getAllByText("A student")).toHaveLength(3);
    expect(table.getByText("Senior · Biology")).toBeInTheDocument();
    expect(table.queryByText("Ben")).not.toBeInTheDocument();
    expect(table.getByText(/You'll see their first names and the place on Friday, November 27\./)).toBeInTheDocument();
    expect(table.queryByRole("button", { name: /Message/ })).not.toBeInTheDocument();
    expect(table.getByRole("button", { name: "Confirm" })).toBeInTheDocument();
    // The countdown counts to the table's dinner, without the names it does not know yet.
    expect(screen.getByText("Until your group dinner")).toBeInTheDocument();
    unmount();

    backend.clock.skipTo(fridayAt(0, 10));
    renderApp("/dashboard", backend);
    const told = within(await screen.findByRole("region", { name: "Your table" }));
    expect(await told.findByText("Ben")).toBeInTheDocument();
    expect(told.getByText(/^Friday, November 27 at 6:00\sPM at /)).toBeInTheDocument();
    expect(told.getByRole("button", { name: /Message/ })).toBeInTheDocument();
    expect(
      screen.getByText(/^Until your meal with (Ben|Cleo|Dev), (Ben|Cleo|Dev), and (Ben|Cleo|Dev)$/),
    ).toBeInTheDocument();
  });

  it("asks whom to meet again after the meal, with the others' first names", async () => {
    const backend = await anaSeatedAtATable();
    const [table] = await backend.matchStore.listForStudent("uid-ana");
    if (table === undefined) throw new Error("Ana has no table");
    backend.clock.skipTo(fridayAt(9));
    await new RunDueJobs(backend.system, new RunRound(backend.system)).execute();
    for (const uid of table.memberIds) {
      await backend.matchStore.answer(table.id, uid, {
        confirmedAt: fridayAt(9),
        cancelledAt: null,
        cancelledForSafety: false,
        arrival: null,
        feedback: null,
      });
    }
    backend.clock.skipTo(fridayAt(19, 30));
    const { user } = renderApp("/dashboard", backend);
    const card = within(await screen.findByRole("region", { name: "Your table" }));
    await user.click(await card.findByRole("button", { name: "Yes" }));
    const whom = within(await card.findByRole("group", { name: "Who would you meet again?" }));
    await user.click(whom.getByRole("checkbox", { name: "Ben" }));
    await user.click(whom.getByRole("checkbox", { name: "Dev" }));
    await user.click(card.getByRole("button", { name: "Save" }));
    // Answered to the end, the table leaves the hub with its next look; the hub itself says thanks.
    expect(await screen.findByText("Thanks! That helps us match you better.")).toBeInTheDocument();
    await waitFor(async () =>
      expect((await backend.matchStore.get(table.id))?.members["uid-ana"]?.feedback?.meetAgainWith).toEqual([
        "uid-ben",
        "uid-dev",
      ]),
    );
  });
});
