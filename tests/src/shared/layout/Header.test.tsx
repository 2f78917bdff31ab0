import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

async function navigation() {
  return within(await screen.findByRole("navigation", { name: "Main" }));
}

describe("Navigation bar (spec §2)", () => {
  it("offers About Us, Login, Sign Up and (in the menu) Blog when signed out", async () => {
    renderApp("/about");
    const nav = await navigation();
    expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(nav.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    expect(nav.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(nav.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("offers About Us, Dashboard and Logout when signed in", async () => {
    renderApp("/about", signedInBackend());
    const nav = await navigation();
    expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(nav.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Blog" })).not.toBeInTheDocument();
  });

  it("links the logo to /home", async () => {
    renderApp("/about");
    expect(await screen.findByRole("link", { name: "Strangers home" })).toHaveAttribute("href", "/home");
  });

  it("highlights the link of the current page", async () => {
    renderApp("/about");
    const nav = await navigation();
    expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Login" })).not.toHaveAttribute("aria-current");
  });

  it("opens and closes the menu with its button, and closes it on Escape", async () => {
    const { user } = renderApp("/about");
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when a link is followed", async () => {
    const { user } = renderApp("/about");
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("link", { name: "Login" }));
    await screen.findByRole("heading", { level: 1, name: "Log in to get matched" });
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("logout clears the session, closes the menu and goes to /home", async () => {
    const { user, path, backend, session } = renderApp("/dashboard", signedInBackend());
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(session.current()).toBeNull());
    // Still on /home once everything has settled: the dashboard's guard did not send the student to log in.
    await screen.findByRole("heading", { level: 1, name: /Meeting strangers/ });
    expect(path()).toBe("/home");
    expect(backend.sessionStorage.read()).toBeNull();
    const nav = await navigation();
    expect(nav.getByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("logout leaves none of the account's drafts, unsent messages or unsaved profile on this device", async () => {
    const backend = signedInBackend({ uid: "uid-ana" });
    onTestFinished(() => localStorage.clear());
    localStorage.setItem("strangers.chat-outbox.uid-ana", JSON.stringify({ drafts: { m: "See you" }, pending: [] }));
    localStorage.setItem("strangers.chat-outbox.uid-ben", JSON.stringify({ drafts: { m: "Hi" }, pending: [] }));
    sessionStorage.setItem("strangers.profileDraft.uid-ana", JSON.stringify({ bio: "Not saved yet" }));
    const { user, session } = renderApp("/about", backend);
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(session.current()).toBeNull());
    await waitFor(() => expect(localStorage.getItem("strangers.chat-outbox.uid-ana")).toBeNull());
    expect(sessionStorage.getItem("strangers.profileDraft.uid-ana")).toBeNull();
    expect(localStorage.getItem("strangers.chat-outbox.uid-ben")).not.toBeNull();
  });

  it("follows a logout made in another tab", async () => {
    const backend = signedInBackend();
    renderApp("/about", backend);
    const nav = await navigation();
    expect(nav.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    backend.sessionStorage.changeElsewhere(null);
    await waitFor(() => expect(nav.getByRole("link", { name: "Login" })).toBeInTheDocument());
  });
});
