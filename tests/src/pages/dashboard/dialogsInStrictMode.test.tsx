import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MINUTE_MS } from "../../../../domain/shared/time";
import { matchedPairOnWednesday, wednesdayAt } from "../../../support/meetupWorld";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

/** Ana and Ben matched for Wednesday 12:00, both confirmed, and the clock 10 minutes before the meal. */
async function anaAtTheMeal() {
  return (await theMeal()).signedIn;
}

async function theMeal() {
  const { world, ana, ben, match } = await matchedPairOnWednesday();
  await ana.respond.confirm(match.id);
  await ben.respond.confirm(match.id);
  world.backend.clock.skipTo(wednesdayAt(12) - 10 * MINUTE_MS);
  const sharedByAna = () => world.backend.locations.find(match.id, ana.uid);
  return { signedIn: signedInBackend({ ...ana.user }, world.backend), sharedByAna };
}

// The dev server (`npm start`) renders the app in StrictMode: effects run, are cleaned up and run again.
describe("the match's dialogs under React StrictMode", () => {
  it("'Find your match' opens the colour screen and it stays open", async () => {
    const { user } = renderApp("/dashboard", await anaAtTheMeal(), undefined, { strict: true });
    const match = within(await screen.findByRole("region", { name: "Your match" }, { timeout: 5_000 }));
    await user.click(await match.findByRole("button", { name: "Find your match" }));
    const colourScreen = await screen.findByRole("dialog");
    expect(colourScreen).toHaveAttribute("open");
    expect(within(colourScreen).getByRole("button", { name: "I'm here" })).toBeInTheDocument();
    await user.click(within(colourScreen).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("'Share my approximate location' shares until 'Stop sharing', and closing the screen stops it", async () => {
    const { signedIn, sharedByAna } = await theMeal();
    const { user } = renderApp("/dashboard", signedIn, undefined, { strict: true });
    const match = within(await screen.findByRole("region", { name: "Your match" }, { timeout: 5_000 }));
    await user.click(await match.findByRole("button", { name: "Find your match" }));
    const colourScreen = within(await screen.findByRole("dialog"));
    await user.click(await colourScreen.findByRole("button", { name: "Share my approximate location" }));
    await colourScreen.findByRole("button", { name: "Stop sharing" });
    expect(await sharedByAna()).not.toBeNull();
    await user.click(colourScreen.getByRole("button", { name: "Stop sharing" }));
    await colourScreen.findByRole("button", { name: "Share my approximate location" });
    expect(await sharedByAna()).toBeNull();
    await user.click(colourScreen.getByRole("button", { name: "Share my approximate location" }));
    await colourScreen.findByRole("button", { name: "Stop sharing" });
    await user.click(colourScreen.getByRole("button", { name: "Close" }));
    await vi.waitFor(async () => expect(await sharedByAna()).toBeNull());
  });

  it("'Report or block' opens its dialog and it stays open", async () => {
    const { user } = renderApp("/dashboard", await anaAtTheMeal(), undefined, { strict: true });
    const match = within(await screen.findByRole("region", { name: "Your match" }, { timeout: 5_000 }));
    await user.click(await match.findByRole("button", { name: "Report or block" }));
    const dialog = await screen.findByRole("dialog", { name: /^Report or block/ });
    expect(dialog).toHaveAttribute("open");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog", { name: /^Report or block/ })).not.toBeInTheDocument();
  });
});
