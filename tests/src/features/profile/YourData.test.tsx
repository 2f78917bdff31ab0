import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DATA_EXPORT_MIN_INTERVAL_MINUTES } from "../../../../domain/privacy/privacyRules";
import { expectAlert } from "../../../support/expectAlert";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

/** "Download my data" on /profile: one download every few minutes, and the refusal in words. */

afterEach(() => vi.unstubAllGlobals());

describe("Your account and data: Download my data", () => {
  it("says in words that a second download must wait a few minutes", async () => {
    // The browser's save: jsdom has no object URLs, and nothing is saved in a test.
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:data", revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user } = renderApp("/profile", signedInBackend({ uid: "ana", email: "ana@state.edu" }));
    const download = await screen.findByRole("button", { name: "Download my data" }, { timeout: 5_000 });
    await user.click(download);
    // The first download reads the whole database: it takes a moment in a test.
    await screen.findByText(/^Your data is in strangers-data-/, {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await expectAlert(
      `You downloaded your data a moment ago. You can download it once every ${DATA_EXPORT_MIN_INTERVAL_MINUTES} minutes: please try again in a few minutes.`,
    );
  });
});
