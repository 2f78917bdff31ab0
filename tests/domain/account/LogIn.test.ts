import { describe, expect, it, vi } from "vitest";
import { AccountDisabledError, LogInError, TooManyAttemptsError } from "../../../domain/account/accountErrors";
import { LogIn } from "../../../domain/account/LogIn";
import { defaultProfile, newProfileOf } from "../../../domain/profile/UserProfile";
import { BACKEND_CALL_TIMEOUT_MS } from "../../../domain/shared/backendTimeout";
import { ServiceUnreachableError, StorageUnavailableError } from "../../../domain/shared/serviceErrors";
import { StorageBlockedError, StorageOutdatedError } from "../../../domain/shared/storageErrors";
import { createLocalBackend, verifyLatestEmail } from "../../support/localBackend";

async function setUp({ verified = true } = {}) {
  const backend = createLocalBackend();
  const account = await backend.identity.createAccount("ana@state.edu", "correct horse");
  await backend.identity.sendVerificationEmail("http://localhost/");
  if (verified) await verifyLatestEmail(backend.mailbox, "ana@state.edu");
  await backend.identity.signOut();
  const logIn = new LogIn(
    backend.identity,
    backend.profileStore,
    backend.session,
    backend.clock,
    backend.logger,
    backend.pendingSignUp,
  );
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
    await profiles.create(account.uid, { ...newProfileOf(defaultProfile("ana@state.edu", 0)), first_name: "Ana" });
    const user = await logIn.execute("ana@state.edu", "correct horse");
    expect(user.uid).toBe(account.uid);
    expect(user.first_name).toBe("Ana");
    expect(session.current()).toEqual(user);
  });

  it("accepts the address in other case and with spaces around it", async () => {
    const { logIn } = await setUp();
    await expect(logIn.execute("  ANA@State.edu ", "correct horse", { confirmedAdult: true })).resolves.toMatchObject({
      email: "ana@state.edu",
    });
  });

  it("records the login time as last_active", async () => {
    const { logIn, profileStore: profiles, account, clock } = await setUp();
    clock.advanceBy(5 * 60_000);
    await logIn.execute("ana@state.edu", "correct horse", { confirmedAdult: true });
    expect((await profiles.read(account.uid))?.last_active).toBe(clock.now());
  });

  it("writes the default profile at the first verified login when none exists yet, with the age confirmed then", async () => {
    const { logIn, profileStore: profiles, account, clock, session } = await setUp();
    expect(await profiles.read(account.uid)).toBeNull();
    const user = await logIn.execute("ana@state.edu", "correct horse", { confirmedAdult: true });
    expect(await profiles.read(account.uid)).toMatchObject({
      email: "ana@state.edu",
      first_name: "",
      bio: "",
      adult_confirmed_at: clock.now(),
    });
    expect(user.adult_confirmed_at).toBe(clock.now());
    expect(session.current()?.adult_confirmed_at).toBe(clock.now());
  });

  it("asks for the age before writing a first profile: nothing is written, and the sign-in is undone", async () => {
    const { logIn, profileStore: profiles, account, session, identity } = await setUp();
    expect(await failureOf(logIn.execute("ana@state.edu", "correct horse"))).toBe("age-not-confirmed");
    expect(await profiles.read(account.uid)).toBeNull();
    expect(session.current()).toBeNull();
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("does not ask again for the device's pending sign-up of that address: its 18+ answer stands, and the sign-up ends", async () => {
    const { logIn, pendingSignUp, profileStore: profiles, account, clock } = await setUp();
    pendingSignUp.remember({ email: "ana@state.edu", confirmedAdult: true });
    const user = await logIn.execute("ana@state.edu", "correct horse");
    expect(user.adult_confirmed_at).toBe(clock.now());
    expect(await profiles.read(account.uid)).toMatchObject({ adult_confirmed_at: clock.now() });
    expect(pendingSignUp.recall()).toBeNull();
  });

  it("asks for the age when the device's pending sign-up is another address's", async () => {
    const { logIn, pendingSignUp } = await setUp();
    pendingSignUp.remember({ email: "ben@state.edu", confirmedAdult: true });
    expect(await failureOf(logIn.execute("ana@state.edu", "correct horse"))).toBe("age-not-confirmed");
    expect(pendingSignUp.recall()).toEqual({ email: "ben@state.edu", confirmedAdult: true });
  });

  it("does not ask again once a profile exists: its own record stands", async () => {
    const { logIn, profileStore: profiles, account } = await setUp();
    await profiles.create(account.uid, newProfileOf(defaultProfile("ana@state.edu", 0)));
    await expect(logIn.execute("ana@state.edu", "correct horse")).resolves.toMatchObject({ uid: account.uid });
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

  it.each([
    ["too many attempts", new TooManyAttemptsError("slow down"), "too-many-attempts"],
    ["a disabled account", new AccountDisabledError("disabled"), "account-disabled"],
    ["IndexedDB held by an older tab", new StorageBlockedError("blocked"), "storage-blocked"],
    ["IndexedDB upgraded by a newer tab", new StorageOutdatedError("newer"), "storage-outdated"],
  ])("tells %s apart", async (_case, error, reason) => {
    const { logIn, identity } = await setUp();
    vi.spyOn(identity, "signIn").mockRejectedValue(error);
    expect(await failureOf(logIn.execute("ana@state.edu", "correct horse"))).toBe(reason);
  });
});

describe("LogIn when the backend does not answer", () => {
  it("fails as timed out when the sign-in gets no answer within the time-out, and stays signed out", async () => {
    const { logIn, identity, session, clock } = await setUp();
    vi.spyOn(identity, "signIn").mockReturnValue(new Promise(() => {}));
    const attempt = failureOf(logIn.execute("ana@state.edu", "correct horse"));
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    expect(await attempt).toBe("timed-out");
    expect(session.current()).toBeNull();
  });

  it("undoes a sign-in that succeeds after the student was told it timed out", async () => {
    const { logIn, identity, clock } = await setUp();
    let answerLate: () => void = () => {};
    vi.spyOn(identity, "signIn").mockImplementationOnce(
      (email, password) =>
        new Promise((resolve) => {
          answerLate = () => resolve(identity.signIn(email, password));
        }),
    );
    const attempt = failureOf(logIn.execute("ana@state.edu", "correct horse"));
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    expect(await attempt).toBe("timed-out");
    const signOut = vi.spyOn(identity, "signOut");
    answerLate();
    await vi.waitFor(() => expect(signOut).toHaveBeenCalled());
    await vi.waitFor(async () => expect(await identity.reloadCurrentUser()).toBeNull());
  });

  it("fails as timed out when the profile read gets no answer, and signs out again", async () => {
    const { logIn, profileStore: profiles, identity, session, clock } = await setUp();
    vi.spyOn(profiles, "read").mockReturnValue(new Promise(() => {}));
    const attempt = failureOf(logIn.execute("ana@state.edu", "correct horse"));
    await vi.waitFor(() => expect(profiles.read).toHaveBeenCalled());
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    expect(await attempt).toBe("timed-out");
    expect(session.current()).toBeNull();
    expect(await identity.reloadCurrentUser()).toBeNull();
  });
});

describe("LogIn with a profile document it cannot fully read", () => {
  it("logs in when recording last_active is refused, and logs the refusal", async () => {
    const { logIn, profileStore: profiles, session, logger } = await setUp();
    vi.spyOn(profiles, "markActive").mockRejectedValue(new Error("permission-denied"));
    const user = await logIn.execute("ana@state.edu", "correct horse", { confirmedAdult: true });
    expect(session.current()).toEqual(user);
    expect(logger.warnings).toHaveLength(1);
  });

  it("logs in when recording last_active gets no answer", async () => {
    const { logIn, profileStore: profiles, session, clock } = await setUp();
    vi.spyOn(profiles, "markActive").mockReturnValue(new Promise(() => {}));
    const attempt = logIn.execute("ana@state.edu", "correct horse", { confirmedAdult: true });
    await vi.waitFor(() => expect(profiles.markActive).toHaveBeenCalled());
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    const user = await attempt;
    expect(session.current()).toEqual(user);
  });

  it("logs in with a malformed or older document: each bad field falls back to its default", async () => {
    const { logIn, profileStore: profiles, account } = await setUp();
    vi.spyOn(profiles, "read").mockResolvedValue({
      first_name: "Ana",
      last_name: 42,
      class_level: 3,
      has_meal_plan: "yes",
      created_at: "2024-09-01",
      preferences: { interests: "jazz, chess", preferred_meal_times: ["Fri 17:30"], dietary: ["halal", 7] },
      emailVerified: true,
    });
    const create = vi.spyOn(profiles, "create");
    const merge = vi.spyOn(profiles, "merge");
    const user = await logIn.execute("ana@state.edu", "correct horse");
    expect(user).toMatchObject({
      uid: account.uid,
      email: "ana@state.edu",
      first_name: "Ana",
      last_name: "",
      class_level: "",
      has_meal_plan: false,
      preferences: { interests: [], preferred_meal_times: ["Fri 17:30"] },
    });
    expect(user.preferences.dietary).toBeUndefined();
    // Nothing is rewritten behind the student's back: their next save writes the fields they edit.
    expect(create).not.toHaveBeenCalled();
    expect(merge).not.toHaveBeenCalled();
  });
});
