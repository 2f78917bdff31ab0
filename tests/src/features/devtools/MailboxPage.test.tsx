import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createLocalBackend } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";

describe("Local mailbox (/dev/mailbox)", () => {
  it("says when nothing was sent yet", async () => {
    renderApp("/dev/mailbox");
    expect(await screen.findByText("No emails yet. Sign up to get one.")).toBeInTheDocument();
  });

  it("lists each email sent, and its 'Verify email' link marks the address verified", async () => {
    const backend = createLocalBackend();
    await backend.identity.createAccount("ana@state.edu", "correct horse");
    await backend.identity.sendVerificationEmail("http://localhost/");
    const { user } = renderApp("/dev/mailbox", backend);
    const row = (await screen.findByRole("cell", { name: "ana@state.edu" })).closest("tr");
    expect(row).toHaveTextContent("Verify your email for Strangers");
    await user.click(screen.getByRole("link", { name: "Verify email" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Email verified" })).toBeInTheDocument();
    await waitFor(async () => expect((await backend.identity.reloadCurrentUser())?.emailVerified).toBe(true));
    // Straight on to the dashboard (a tab not signed in is sent to log in), not the splash and the intro.
    expect(screen.getByRole("link", { name: "Continue to Strangers" })).toHaveAttribute("href", "/dashboard");
  });

  it("says when a verification link is not valid", async () => {
    renderApp("/dev/mailbox/verify?code=made-up");
    expect(await screen.findByText("This verification link is not valid.")).toBeInTheDocument();
  });
});
