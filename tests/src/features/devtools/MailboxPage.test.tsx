import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocalStoragePendingSignUp } from "../../../../adapters/browser/LocalStoragePendingSignUp";
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
    // This browser sent no sign-up of that address: the page says logging in comes next, and leads there.
    expect(screen.getByRole("status")).toHaveTextContent(
      "This browser has no sign-up waiting for this address: log in with it and its password to continue.",
    );
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Continue to Strangers" })).toBeNull();
  });

  it("leaves the sign-up to its tab, and Continue to Strangers finishes it on the browser that holds it, with its 18+ answer", async () => {
    const backend = createLocalBackend();
    await backend.identity.createAccount("ana@state.edu", "correct horse");
    await backend.identity.sendVerificationEmail("http://localhost/");
    // What the sign-up left on this browser (its tab may be closed since).
    new LocalStoragePendingSignUp(window).remember({ email: "ana@state.edu", confirmedAdult: true });
    const view = renderApp("/dev/mailbox", backend);
    await view.user.click(await screen.findByRole("link", { name: "Verify email" }));
    expect(await screen.findByText(/Your sign-up tab moves on to your dashboard by itself/)).toBeInTheDocument();
    // No session opened by this page: it would end with its tab, signing out the sign-up's.
    expect(view.session.current()).toBeNull();
    await view.user.click(screen.getByRole("link", { name: "Continue to Strangers" }));
    await waitFor(() => expect(view.path()).toBe("/dashboard"));
    expect(await screen.findByText("Until next meal time")).toBeInTheDocument();
    expect(view.session.current()).toMatchObject({ email: "ana@state.edu", adult_confirmed_at: backend.clock.now() });
    expect(screen.queryByRole("checkbox", { name: "I am 18 or older" })).toBeNull();
  });

  it("says when a verification link is not valid", async () => {
    renderApp("/dev/mailbox/verify?code=made-up");
    expect(await screen.findByText("This verification link is not valid.")).toBeInTheDocument();
  });
});
