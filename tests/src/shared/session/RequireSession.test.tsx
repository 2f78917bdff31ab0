import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { SIGNED_IN_PATHS } from "../../../../src/app/logInFirst";
import { returnPathOf } from "../../../../src/shared/session/RequireSession";
import { createLocalBackend, signedUpAccount } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";
import { aSessionUser } from "../../../support/sessionUsers";
import { signedInBackend, signInAtProvider } from "../../../support/signedIn";

async function backendWithVerifiedAccount() {
  const backend = createLocalBackend();
  await signedUpAccount(backend, "ana@state.edu", "correct horse");
  return backend;
}

describe("guarded routes", () => {
  // Every path the app shell sends to log in before the app runs (src/app/logInFirst.ts).
  it.each(SIGNED_IN_PATHS)("sends a signed-out visitor from %s to log in, then back", async (guarded) => {
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

describe("one truth about who is signed in: each signed-in screen asks the provider as it opens", () => {
  it("keeps the session when the provider has the same account signed in", async () => {
    const backend = signedInBackend();
    const currentAccount = vi.spyOn(backend.identity, "currentAccount");
    const { path, session } = renderApp("/dashboard", backend);
    await waitFor(() => expect(currentAccount).toHaveBeenCalled());
    await Promise.allSettled(currentAccount.mock.results.map((result) => result.value));
    expect(path()).toBe("/dashboard");
    expect(session.current()?.uid).toBe("uid-ana");
  });

  it.each(["/dashboard", "/profile"])(
    "ends the session on %s when nobody is signed in at the provider, and sends the visitor to log in",
    async (guarded) => {
      const backend = createLocalBackend();
      backend.session.start(aSessionUser());
      const { path, session } = renderApp(guarded, backend);
      await screen.findByRole("heading", { level: 1, name: "Log in to get matched" });
      expect(path()).toBe("/login");
      expect(session.current()).toBeNull();
      expect(backend.sessionStorage.read()).toBeNull();
    },
  );

  it("ends the session, and signs the provider out, when the provider has another account signed in", async () => {
    const backend = createLocalBackend();
    backend.session.start(aSessionUser());
    void signInAtProvider(backend, { uid: "uid-bo", email: "bo@state.edu" });
    const { path } = renderApp("/dashboard", backend);
    await waitFor(() => expect(path()).toBe("/login"));
    await waitFor(async () => expect(await backend.identity.currentAccount()).toBeNull());
  });

  it("keeps the session when the provider cannot be asked (offline)", async () => {
    const backend = createLocalBackend();
    backend.session.start(aSessionUser());
    const currentAccount = vi
      .spyOn(backend.identity, "currentAccount")
      .mockRejectedValue(new ServiceUnreachableError("offline"));
    const { path, session } = renderApp("/dashboard", backend);
    await waitFor(() => expect(currentAccount).toHaveBeenCalled());
    await Promise.allSettled(currentAccount.mock.results.map((result) => result.value));
    expect(path()).toBe("/dashboard");
    expect(session.current()).not.toBeNull();
  });

  it("asks again when another signed-in screen opens", async () => {
    const backend = signedInBackend();
    const view = renderApp("/dashboard", backend);
    await screen.findByRole("link", { name: "Complete your profile" });
    await backend.identity.signOut();
    await view.user.click(screen.getByRole("link", { name: "Complete your profile" }));
    await waitFor(() => expect(view.path()).toBe("/login"));
  });
});
