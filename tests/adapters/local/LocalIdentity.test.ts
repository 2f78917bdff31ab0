import { describe, expect, it } from "vitest";
import { LocalDatabase, requestResult } from "../../../adapters/local/LocalDatabase";
import { VERIFICATION_EMAIL_SUBJECT } from "../../../adapters/local/LocalIdentity";
import { StorageUnavailableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend } from "../../support/localBackend";

async function storedAccounts(database: LocalDatabase): Promise<Record<string, unknown>[]> {
  return database.transact(["accounts"], "readonly", (transaction) =>
    requestResult<Record<string, unknown>[]>(transaction.objectStore("accounts").getAll()),
  );
}

describe("LocalIdentity", () => {
  it("never stores a password as typed: a PBKDF2 hash with a salt of its own per account", async () => {
    const { identity, database } = createLocalBackend();
    await identity.createAccount("ana@state.edu", "correct horse");
    await identity.createAccount("bo@state.edu", "correct horse");
    const accounts = await storedAccounts(database);
    expect(JSON.stringify(accounts)).not.toContain("correct horse");
    const [ana, bo] = accounts.map((account) => account.password as { salt: string; hash: string });
    expect(ana?.salt).not.toBe(bo?.salt);
    expect(ana?.hash).not.toBe(bo?.hash);
  });

  it("puts the verification email in the local mailbox, addressed to the account", async () => {
    const { identity, mailbox, clock } = createLocalBackend();
    await identity.createAccount("ana@state.edu", "correct horse");
    await identity.sendVerificationEmail("http://localhost:5173/");
    expect(await mailbox.list()).toEqual([
      {
        id: expect.any(String),
        to: "ana@state.edu",
        subject: VERIFICATION_EMAIL_SUBJECT,
        sentAt: clock.now(),
        verificationCode: expect.any(String),
        returnUrl: "http://localhost:5173/",
      },
    ]);
  });

  it("is shared by every tab: a second connection to the database sees the same signed-in account", async () => {
    const { identity, database } = createLocalBackend();
    const account = await identity.createAccount("ana@state.edu", "correct horse");
    const { LocalIdentity } = await import("../../../adapters/local/LocalIdentity");
    const { LocalMailbox } = await import("../../../adapters/local/LocalMailbox");
    const otherTab = new LocalIdentity(database, new LocalMailbox(database), { now: () => 0 } as never, 1000);
    expect(await otherTab.reloadCurrentUser()).toEqual(account);
  });

  it("fails with StorageUnavailableError where the browser has no IndexedDB", async () => {
    const { LocalIdentity } = await import("../../../adapters/local/LocalIdentity");
    const { LocalMailbox } = await import("../../../adapters/local/LocalMailbox");
    const database = new LocalDatabase(undefined);
    const identity = new LocalIdentity(database, new LocalMailbox(database), { now: () => 0 } as never, 1000);
    await expect(identity.signIn("ana@state.edu", "x")).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
