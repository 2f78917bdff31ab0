import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEMO_OPERATOR } from "../../../../domain/devtools/demoOperator";
import type { RoundSummary } from "../../../../domain/operations/roundsOverview";
import { meetupWorld, WEDNESDAY, wednesdayAt } from "../../../support/meetupWorld";
import { renderApp } from "../../../support/renderApp";

/** A recorded round where one school was matched and another given up on (Firebase's per-school tasks). */
const round: RoundSummary = {
  dayId: WEDNESDAY,
  kind: "lunch-for-two",
  firstSlot: wednesdayAt(12),
  state: { status: "recorded", at: wednesdayAt(12) - 86_400_000 },
  schools: [
    { school: "lost.edu", pairs: 0, trios: 0, tables: 0, notMatched: [], withoutPlace: false, failed: true },
    { school: "state.edu", pairs: 1, trios: 0, tables: 0, notMatched: [], withoutPlace: false, failed: false },
  ],
  anyoneConfirmed: false,
};

describe("the console's Rounds", () => {
  it("names a school whose matching was given up on, and never says everyone there was matched", async () => {
    const world = meetupWorld();
    await world.backend.operations.operatorDesk.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    vi.spyOn(world.backend.operations.roundDesk, "overview").mockResolvedValue([round]);
    renderApp("/ops", world.backend);
    const section = await screen.findByRole("region", { name: "Rounds" });
    const lost = (await within(section).findByText(/^lost\.edu:/)).parentElement;
    const state = within(section).getByText(/^state\.edu:/).parentElement;
    if (lost === null || state === null) throw new Error("No school");
    expect(lost).toHaveTextContent("Its matching kept failing and was given up: its students were not matched.");
    expect(lost).not.toHaveTextContent("Everyone who opted in was matched.");
    expect(state).toHaveTextContent("Everyone who opted in was matched.");
    expect(state).not.toHaveTextContent("given up");
  });
});
