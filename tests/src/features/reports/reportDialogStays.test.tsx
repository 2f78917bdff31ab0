import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MEALS_REFRESH_INTERVAL_MS } from "../../../../domain/meetups/meetupRules";
import { MINUTE_MS } from "../../../../domain/shared/time";
import { matchedPairOnWednesday, wednesdayAt } from "../../../support/meetupWorld";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

describe("a 'Report or block' dialog that is open", () => {
  it("stays, with what was typed, when the hub looks again and the match has left it", async () => {
    const { world, ana, ben, match } = await matchedPairOnWednesday();
    await ana.respond.confirm(match.id);
    await ben.respond.confirm(match.id);
    world.backend.clock.skipTo(wednesdayAt(11, 58));
    await ben.respond.cancel(match.id); // off: the card stays until the meal time, then leaves
    const { user } = renderApp("/dashboard", signedInBackend({ ...ana.user }, world.backend));
    const card = within(await screen.findByRole("region", { name: "Your match" }, { timeout: 5_000 }));
    await user.click(card.getByRole("button", { name: "Report or block" }));
    const dialog = screen.getByRole("dialog", { name: "Report or block Ben" });
    await user.click(within(dialog).getByRole("radio", { name: /^Report/ }));
    await user.type(within(dialog).getByLabelText("Tell us more (optional)"), "He was rude in messages.");

    world.backend.clock.advanceBy(2 * MINUTE_MS + MEALS_REFRESH_INTERVAL_MS);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your match" })).not.toBeInTheDocument());
    expect(screen.getByRole("dialog", { name: "Report or block Ben" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Tell us more (optional)")).toHaveValue("He was rude in messages.");
  });

  it("counts the details against their limit, as the bio and the chat do", async () => {
    const { world, ana } = await matchedPairOnWednesday();
    const { user } = renderApp("/dashboard", signedInBackend({ ...ana.user }, world.backend));
    const card = within(await screen.findByRole("region", { name: "Your match" }, { timeout: 5_000 }));
    await user.click(card.getByRole("button", { name: "Report or block" }));
    const dialog = within(screen.getByRole("dialog", { name: "Report or block Ben" }));
    await user.click(dialog.getByRole("radio", { name: /^Report/ }));
    const details = dialog.getByLabelText("Tell us more (optional)");
    expect(details).toHaveAccessibleDescription("0 / 2,000");
    await user.type(details, "Rude.");
    expect(details).toHaveAccessibleDescription("5 / 2,000");
  });
});
