import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocalDatabase, MIGRATIONS } from "../../../adapters/local/LocalDatabase";
import { LocalIdentity } from "../../../adapters/local/LocalIdentity";
import { LocalMailbox } from "../../../adapters/local/LocalMailbox";
import { LocalProfileStore } from "../../../adapters/local/LocalProfileStore";
import { MemorySessionStorage } from "../../../adapters/local/MemorySessionStorage";
import { expectAlert } from "../../support/expectAlert";
import { createLocalBackend, type LocalTestBackend } from "../../support/localBackend";
import { renderApp } from "../../support/renderApp";
import { aSessionUser } from "../../support/sessionUsers";

/** A local backend on a browser that refuses IndexedDB. */
function withoutIndexedDB(): LocalTestBackend {
  const backend = createLocalBackend();
  const database = new LocalDatabase(undefined);
  const mailbox = new LocalMailbox(database);
  return {
    ...backend,
    database,
    mailbox,
    identity: new LocalIdentity(database, mailbox, backend.clock, 1000),
    profileStore: new LocalProfileStore(database, backend.clock),
  };
}

/** The local backend on a database an older version of the app holds open in another tab, without letting go. */
async function heldByAnOlderTab(): Promise<LocalTestBackend> {
  const backend = createLocalBackend();
  const name = `held-${crypto.randomUUID()}`;
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore("accounts");
    // The older tab never closes on `versionchange`: the upgrade this version needs is blocked.
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
  const newer = [...MIGRATIONS, () => {}];
  const database = new LocalDatabase(indexedDB, name, newer);
  const mailbox = new LocalMailbox(database);
  return {
    ...backend,
    database,
    mailbox,
    identity: new LocalIdentity(database, mailbox, backend.clock, 1000),
    profileStore: new LocalProfileStore(database, backend.clock),
  };
}

/** The local backend of this version on a database a newer version of the app has already upgraded. */
async function upgradedByANewerTab(): Promise<LocalTestBackend> {
  const backend = createLocalBackend();
  const name = `upgraded-${crypto.randomUUID()}`;
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(name, MIGRATIONS.length + 1);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
  const database = new LocalDatabase(indexedDB, name);
  const mailbox = new LocalMailbox(database);
  return {
    ...backend,
    database,
    mailbox,
    identity: new LocalIdentity(database, mailbox, backend.clock, 1000),
    profileStore: new LocalProfileStore(database, backend.clock),
  };
}

/** Storage as a browser in some private modes gives it: every use throws. */
class RefusingSessionStorage extends MemorySessionStorage {
  override read(): string | null {
    throw new DOMException("blocked", "SecurityError");
  }
  override write(): void {
    throw new DOMException("blocked", "SecurityError");
  }
  override remove(): void {
    throw new DOMException("blocked", "SecurityError");
  }
}

const STORAGE_BLOCKED = "This browser is blocking the storage Strangers needs";

describe("faults survived", () => {
  it("IndexedDB refused: the public pages still work", async () => {
    renderApp("/about", withoutIndexedDB());
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Every generation invents its own way to connect. Ours got lost in the feed.",
      }),
    ).toBeInTheDocument();
  });

  it("IndexedDB refused: signing up says so clearly and keeps the form", async () => {
    const { user } = renderApp("/signup", withoutIndexedDB());
    await user.type(await screen.findByLabelText("Email"), "ana@state.edu");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.type(screen.getByLabelText("Confirm password"), "correct horse");
    await user.click(screen.getByRole("checkbox", { name: /Terms of Service/ }));
    await user.click(screen.getByRole("checkbox", { name: /Privacy Policy/ }));
    await user.click(screen.getByRole("checkbox", { name: "I am 18 or older" }));
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await expectAlert(STORAGE_BLOCKED);
    expect(screen.getByLabelText("Email")).toHaveValue("ana@state.edu");
  });

  it("IndexedDB refused: logging in says so clearly", async () => {
    const { user } = renderApp("/login", withoutIndexedDB());
    await user.type(await screen.findByLabelText("Email"), "ana@state.edu");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await expectAlert(STORAGE_BLOCKED);
  });

  it("IndexedDB held open by an older version in another tab: logging in says to close the other tabs", async () => {
    const { user } = renderApp("/login", await heldByAnOlderTab());
    await user.type(await screen.findByLabelText("Email"), "ana@state.edu");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await expectAlert("Close the other tabs of Strangers, then try again.");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@state.edu");
    expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
  });

  it("IndexedDB upgraded by a newer version in another tab: signing up says to reload", async () => {
    const { user } = renderApp("/signup", await upgradedByANewerTab());
    await user.type(await screen.findByLabelText("Email"), "ana@state.edu");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.type(screen.getByLabelText("Confirm password"), "correct horse");
    await user.click(screen.getByRole("checkbox", { name: /Terms of Service/ }));
    await user.click(screen.getByRole("checkbox", { name: /Privacy Policy/ }));
    await user.click(screen.getByRole("checkbox", { name: "I am 18 or older" }));
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await expectAlert("Strangers was updated in another tab. Reload this page, then try again.");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@state.edu");
  });

  it("localStorage refused: a signed-in student is told the session will not be remembered", async () => {
    const { session } = renderApp("/about", { ...createLocalBackend(), sessionStorage: new RefusingSessionStorage() });
    act(() => session.start(aSessionUser()));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("This browser isn't letting Strangers remember you"),
    );
  });
});
