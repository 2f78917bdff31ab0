import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LocalStorageChatOutbox } from "../../../../adapters/browser/LocalStorageChatOutbox";
import { createLocalBackend, signedUpAccount } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";
import { aSessionUser } from "../../../support/sessionUsers";

const EMAIL = "zoe@state.edu";
const PASSWORD = "correct horse";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Every entry of the browser's storage: its key and value. */
const everything = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => {
    const key = storage.key(index) ?? "";
    return `${key}=${storage.getItem(key)}`;
  });

describe("Deleting the account, on this device", () => {
  it("leaves nothing of the account in localStorage or sessionStorage; another account's drafts stay", async () => {
    const backend = createLocalBackend();
    await signedUpAccount(backend, EMAIL, PASSWORD);
    const { uid } = await backend.identity.signIn(EMAIL, PASSWORD);
    backend.session.start(aSessionUser({ uid, email: EMAIL }));
    // What the device kept: Zoe's draft and unsent message in a conversation, and another student's.
    const outbox = new LocalStorageChatOutbox(window);
    outbox.write(uid, {
      drafts: { "match-1": "See you at the" },
      pending: [{ id: "m-1", conversationId: "match-1", senderUid: uid, text: "Running late", writtenAt: 1 }],
    });
    outbox.write("ben", { drafts: { "match-2": "Hi Ben here" }, pending: [] });

    const { user, path, session } = renderApp("/profile", backend);
    await screen.findByRole("heading", { level: 1, name: "Your profile" }, { timeout: 5_000 });
    await waitFor(() => expect(screen.getByLabelText("First name")).toBeEnabled());
    // An unsaved change: the page keeps it for the tab as it is typed.
    await user.type(screen.getByLabelText("First name"), "Zoe");
    await waitFor(() => expect(sessionStorage.getItem(`strangers.profileDraft.${uid}`)).not.toBeNull());
    expect(everything(localStorage).some((entry) => entry.includes(uid))).toBe(true);

    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await user.type(within(dialog).getByLabelText("Your password"), PASSWORD);
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));

    await waitFor(() => expect(path()).toBe("/login"), { timeout: 5_000 });
    expect(session.current()).toBeNull();
    expect(everything(localStorage).filter((entry) => entry.includes(uid) || entry.includes(EMAIL))).toEqual([]);
    expect(everything(sessionStorage).filter((entry) => entry.includes(uid) || entry.includes(EMAIL))).toEqual([]);
    expect(outbox.read("ben").drafts).toEqual({ "match-2": "Hi Ben here" });
  });
});
