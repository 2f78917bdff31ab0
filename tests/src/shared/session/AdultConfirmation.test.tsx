import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { newProfileOf } from "../../../../domain/profile/UserProfile";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { expectAlert } from "../../../support/expectAlert";
import { renderApp } from "../../../support/renderApp";
import { aSessionUser } from "../../../support/sessionUsers";
import { signedInBackend } from "../../../support/signedIn";

/** A student whose profile was created before sign-up asked "I am 18 or older": no adult_confirmed_at. */
async function olderProfile() {
  const user = aSessionUser({ adult_confirmed_at: undefined });
  const backend = signedInBackend(user);
  await backend.database.transact(["profiles"], "readwrite", async (transaction) => {
    transaction.objectStore("profiles").put({ ...newProfileOf(user), created_at: 0, last_active: 0 }, user.uid);
  });
  return backend;
}

describe("the age question for a profile older than sign-up's box", () => {
  it("is asked once, in place of a signed-in screen; the answer is recorded at the store's time", async () => {
    const backend = await olderProfile();
    const view = renderApp("/dashboard", backend);
    await screen.findByRole("heading", { name: "Are you 18 or older?" });
    const submit = screen.getByRole("button", { name: "Continue" });
    expect(submit).toBeDisabled();
    await view.user.click(screen.getByRole("checkbox", { name: "I am 18 or older" }));
    await view.user.click(submit);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Are you 18 or older?" })).toBeNull());
    expect(view.path()).toBe("/dashboard");
    expect(await backend.profileStore.read("uid-ana")).toMatchObject({ adult_confirmed_at: backend.clock.now() });
    expect(view.session.current()?.adult_confirmed_at).toBe(backend.clock.now());
  });

  it("leaves /profile open, where the account can be deleted instead", async () => {
    const view = renderApp("/profile", await olderProfile());
    await screen.findByRole("button", { name: "Delete account" });
    expect(screen.queryByRole("heading", { name: "Are you 18 or older?" })).toBeNull();
    expect(view.path()).toBe("/profile");
  });

  it("says so when the answer cannot be saved, and keeps it ticked", async () => {
    const backend = await olderProfile();
    vi.spyOn(backend.profileStore, "confirmAdult").mockRejectedValue(new ServiceUnreachableError("offline"));
    const view = renderApp("/dashboard", backend);
    await view.user.click(await screen.findByRole("checkbox", { name: "I am 18 or older" }));
    await view.user.click(screen.getByRole("button", { name: "Continue" }));
    await expectAlert("We couldn't save your answer.");
    expect(screen.getByRole("checkbox", { name: "I am 18 or older" })).toBeChecked();
  });
});
