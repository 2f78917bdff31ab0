import { describe, expect, it, vi } from "vitest";
import { LogInError } from "../../../domain/account/accountErrors";
import { LogIn } from "../../../domain/account/LogIn";
import { ServiceUnreachableError, StorageUnavailableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend, verifyLatestEmail } from "../../support/localBackend";

async function setUp({ verified = true } = {}) {
  const backend = createLocalBackend();
  const account = await backend.identity.createAccount("ana@state.edu", "correct horse");
  await backend.identity.sendVerificationEmail("http://localhost/");
  if (verified) await verifyLatestEmail(backend.mailbox, "ana@state.edu");
  await backend.identity.signOut();
  const logIn = new LogIn(backend.identity, backend.profileStore, backend.session, backend.clock);
  return { ...backend, account, logIn };
}

async function failureOf(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof LogInError)) throw new Error(`Expected a LogInError, got ${String(error)}`);
  return error.reason;
}

describe("LogIn (spec §4 Login)", () => {
  it("signs in, reads the profile and starts the session", async () => {
    const { logIn, session, profileStore: profiles, account } = await setUp();
    await profiles.merge(account.uid, { first_name: "Ana", email: "ana@state.edu" });
    const user = await logIn.execute("ana@state.edu", "correct horse");
    expect(user.uid).toBe(account.uid);
    expect(user.first_name).toBe("Ana");
    expect(session.current()).toEqual(user);
  });

  it("accepts the address in other case and with spaces around it", async () => {
    const { logIn } = await setUp();
    await expect(logIn.execute("  ANA@State.edu ", "correct horse")).resolves.toMatchObject({ email: "ana@state.edu" });
  });

  it("records the login time as last_active", async () => {
    const { logIn, profileStore: profiles, account, clock } = await setUp();
    clock.advanceBy(5 * 60_000);
    await logIn.execute("ana@state.edu", "correct horse");
    expect((await profiles.read(account.uid))?.last_active).toBe(clock.now());
  });

  it("writes the default profile at the first verified login when none exists yet", async () => {
    const { logIn, profileStore: profiles, account } = await setUp();
    expect(await profiles.read(account.uid)).toBeNull();
    await logIn.execute("ana@state.edu", "correct horse");
    expect(await profiles.read(account.uid)).toMatchObject({ email: "ana@state.edu", first_name: "", bio: "" });
  });

  it("fails as wrong credentials for a wrong password, leaving the session signed out", async () => {
    const { logIn, session } = await setUp();
    expect(await failureOf(logIn.execute("ana@state.edu", "wrong horse"))).toBe("invalid-credentials");
    expect(session.current()).toBeNull();
  });

  it("fails as wrong credentials for an unknown address", async () => {
    const { logIn } = await setUp();
    expect(await failureOf(logIn.execute("bo@state.edu", "correct horse"))).toBe("invalid-credentials");
  });

  it("asks an unverified address to verify first, and signs it out again", async () => {
    const { logIn, session, identity } = await setUp({ verified: false });
    expect(await failureOf(logIn.execute("ana@state.edu", "correct horse"))).toBe("email-not-verified");
    expect(session.current()).toBeNull();
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("tells a connection failure apart", async () => {
    const { logIn, identity } = await setUp();
    vi.spyOn(identity, "signIn").mockRejectedValue(new ServiceUnreachableError("offline"));
    expect(await failureOf(logIn.execute("ana@state.edu", "correct horse"))).toBe("unreachable");
  });

  it("fails as unexpected when the profile cannot be read, and stays signed out", async () => {
    const { logIn, profileStore: profiles, session, identity } = await setUp();
    vi.spyOn(profiles, "read").mockRejectedValue(new Error("permission-denied"));
    expect(await failureOf(logIn.execute("ana@state.edu", "correct horse"))).toBe("unexpected");
    expect(session.current()).toBeNull();
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("tells a browser that refuses storage apart", async () => {
    const { logIn, identity } = await setUp();
    vi.spyOn(identity, "signIn").mockRejectedValue(new StorageUnavailableError("blocked"));
    expect(await failureOf(logIn.execute("ana@state.edu", "correct horse"))).toBe("storage-unavailable");
  });
});
