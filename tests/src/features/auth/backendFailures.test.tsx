import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TooManyAttemptsError } from "../../../../domain/account/accountErrors";
import { BACKEND_CALL_TIMEOUT_MS } from "../../../../domain/shared/backendTimeout";
import { expectAlert } from "../../../support/expectAlert";
import { createLocalBackend, signedUpAccount } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";

/**
 * The log-in and sign-up screens when the backend does not answer, or refuses to for a while:
 * a clear message, everything typed kept, the button back.
 */

async function backendWithAccount() {
  const backend = createLocalBackend();
  await signedUpAccount(backend, "ana@state.edu", "correct horse");
  return backend;
}

async function typeLogIn(backend: Awaited<ReturnType<typeof backendWithAccount>>) {
  const view = renderApp("/login", backend);
  await screen.findByRole("heading", { level: 1, name: "Log in to get matched" });
  await view.user.type(screen.getByLabelText("Email"), "ana@state.edu");
  await view.user.type(screen.getByLabelText("Password"), "correct horse");
  return view;
}

describe("Log in when the backend does not answer", () => {
  it("stops 'Logging in…' at the time-out, says so, keeps what was typed and can be sent again", async () => {
    const backend = await backendWithAccount();
    const signIn = vi.spyOn(backend.identity, "signIn").mockReturnValueOnce(new Promise(() => {}));
    const view = await typeLogIn(backend);
    await view.user.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByRole("button", { name: "Logging in…" })).toBeDisabled();
    await waitFor(() => expect(signIn).toHaveBeenCalled());

    act(() => backend.clock.advanceBy(BACKEND_CALL_TIMEOUT_MS));
    await expectAlert("Strangers is taking too long to answer. Check your connection and try again.");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@state.edu");
    expect(screen.getByLabelText("Password")).toHaveValue("correct horse");

    await view.user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(view.path()).toBe("/dashboard"));
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it("says to wait a few minutes when the provider refuses more attempts", async () => {
    const backend = await backendWithAccount();
    vi.spyOn(backend.identity, "signIn").mockRejectedValue(new TooManyAttemptsError("slow down"));
    const view = await typeLogIn(backend);
    await view.user.click(screen.getByRole("button", { name: "Log in" }));
    await expectAlert("Too many attempts. Please wait a few minutes and try again.");
    expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
  });
});

describe("Sign up when the backend does not answer", () => {
  it("stops 'Signing up…' at the time-out, says so and keeps the whole form", async () => {
    const backend = createLocalBackend();
    const createAccount = vi.spyOn(backend.identity, "createAccount").mockReturnValueOnce(new Promise(() => {}));
    const view = renderApp("/signup", backend);
    await view.user.type(await screen.findByLabelText("Email"), "ana@state.edu");
    await view.user.type(screen.getByLabelText("Password"), "correct horse");
    await view.user.type(screen.getByLabelText("Confirm password"), "correct horse");
    await view.user.click(screen.getByRole("checkbox", { name: /Terms of Service/ }));
    await view.user.click(screen.getByRole("checkbox", { name: /Privacy Policy/ }));
    await view.user.click(screen.getByRole("checkbox", { name: "I am 18 or older" }));
    await view.user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("button", { name: "Signing up…" })).toBeDisabled();
    await waitFor(() => expect(createAccount).toHaveBeenCalled());

    act(() => backend.clock.advanceBy(BACKEND_CALL_TIMEOUT_MS));
    await expectAlert("Strangers is taking too long to answer.");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@state.edu");
    expect(screen.getByLabelText("Confirm password")).toHaveValue("correct horse");
    expect(screen.getByRole("checkbox", { name: /Privacy Policy/ })).toBeChecked();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled();
  });
});
