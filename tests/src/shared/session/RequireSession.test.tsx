import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { returnPathOf } from "../../../../src/shared/session/RequireSession";
import { createLocalBackend, verifyLatestEmail } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

async function backendWithVerifiedAccount() {
  const backend = createLocalBackend();
  await backend.identity.createAccount("ana@state.edu", "correct horse");
  await backend.identity.sendVerificationEmail("http://localhost/");
  await verifyLatestEmail(backend.mailbox, "ana@state.edu");
  await backend.identity.signOut();
  return backend;
}

describe("guarded routes", () => {
  it.each(["/dashboard", "/profile"])("sends a signed-out visitor from %s to log in, then back", async (guarded) => {
    const { user, path } = renderApp(guarded, await backendWithVerifiedAccount());
    await screen.findByRole("heading", { level: 1, name: "Log in to get matched" });
    expect(path()).toBe("/login");
    await user.type(screen.getByLabelText("Email"), "ana@state.edu");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(path()).toBe(guarded));
  });

  it.each(["/login", "/signup"])("sends a signed-in student from %s to the dashboard", async (guestPage) => {
    const { path } = renderApp(guestPage, signedInBackend());
    await waitFor(() => expect(path()).toBe("/dashboard"));
  });

  it("returns only to paths of this site", () => {
    expect(returnPathOf({ from: "/profile" })).toBe("/profile");
    expect(returnPathOf({ from: "//evil.example" })).toBe("/dashboard");
    expect(returnPathOf({ from: "https://evil.example" })).toBe("/dashboard");
    expect(returnPathOf(null)).toBe("/dashboard");
  });
});
