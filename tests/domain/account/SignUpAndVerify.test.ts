import { describe, expect, it, type MockInstance, vi } from "vitest";
import { EmailAlreadyInUseError, SignUpError } from "../../../domain/account/accountErrors";
import { VERIFICATION_POLL_INTERVAL_MS } from "../../../domain/account/accountRules";
import { SignUpAndVerify } from "../../../domain/account/SignUpAndVerify";
import type { Account } from "../../../domain/session/ports/Identity";
import type { SessionUser } from "../../../domain/session/SessionUser";
import { BACKEND_CALL_TIMEOUT_MS } from "../../../domain/shared/backendTimeout";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend, verifyLatestEmail } from "../../support/localBackend";

const SITE_ROOT = "http://localhost:5173/";

function setUp() {
  const backend = createLocalBackend();
  const flow = new SignUpAndVerify(
    backend.identity,
    backend.profileStore,
    backend.session,
    backend.clock,
    backend.logger,
    backend.appVisibility,
    backend.pendingSignUp,
  );
  return { ...backend, flow };
}

async function reasonOf(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SignUpError)) throw new Error(`Expected a SignUpError, got ${String(error)}`);
  return error.reason;
}

/** Moves the clock one polling interval and waits for that poll's reload of the current user. */
async function pollOnce(clock: { advanceBy(ms: number): void }, reload: MockInstance) {
  const calls = reload.mock.calls.length;
  clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS);
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(calls + 1));
  await Promise.allSettled([reload.mock.results[calls]?.value]);
}

describe("SignUpAndVerify (spec §4 Signup)", () => {
  it("creates the account and sends a verification email that returns to the site root", async () => {
    const { flow, mailbox, identity } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    const account = await identity.reloadCurrentUser();
    expect(account).toMatchObject({ email: "ana@state.edu", emailVerified: false });
    const [email] = await mailbox.list();
    expect(email).toMatchObject({ to: "ana@state.edu", returnUrl: SITE_ROOT });
  });

  it("creates nothing unless the student confirmed they are 18 or older", async () => {
    const { flow, mailbox, identity } = setUp();
    expect(await reasonOf(flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, false))).toBe("age-not-confirmed");
    expect(await identity.reloadCurrentUser()).toBeNull();
    expect(await mailbox.list()).toEqual([]);
  });

  it("refuses an address that is not a school address, or not an address, before anything is created or sent", async () => {
    const { flow, identity, mailbox } = setUp();
    const createAccount = vi.spyOn(identity, "createAccount");
    expect(await reasonOf(flow.signUp("ana@gmail.com", "correct horse", SITE_ROOT, true))).toBe("email-not-school");
    expect(await reasonOf(flow.signUp("@ucla.edu", "correct horse", SITE_ROOT, true))).toBe("email-invalid");
    expect(await reasonOf(flow.signUp("alex@.edu", "correct horse", SITE_ROOT, true))).toBe("email-invalid");
    expect(createAccount).not.toHaveBeenCalled();
    expect(await mailbox.list()).toEqual([]);
  });

  it("takes up a sign-up still waiting for its verification, and none once verified elsewhere or signed out", async () => {
    const { flow, identity } = setUp();
    expect(await flow.resume()).toEqual({ status: "none" });
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    expect(await flow.resume()).toEqual({ status: "waiting", email: "ana@state.edu" });
    await identity.signOut();
    expect(await flow.resume()).toEqual({ status: "none" });
  });

  it("remembers the pending sign-up and its 18+ answer on the device: another tab, or the tab opened again, waits", async () => {
    const backend = setUp();
    await backend.flow.signUp("Ana@State.edu", "correct horse", SITE_ROOT, true);
    expect(backend.pendingSignUp.recall()).toEqual({ email: "ana@state.edu", confirmedAdult: true });
    const reopened = new SignUpAndVerify(
      backend.identity,
      backend.profileStore,
      backend.session,
      backend.clock,
      backend.logger,
      backend.appVisibility,
      backend.pendingSignUp,
    );
    expect(await reopened.resume()).toEqual({ status: "waiting", email: "ana@state.edu" });
  });

  it("signs in a tab opened after the verification, with the sign-up's 18+ answer, and forgets the sign-up", async () => {
    const backend = setUp();
    await backend.flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    await verifyLatestEmail(backend.mailbox, "ana@state.edu");
    const reopened = new SignUpAndVerify(
      backend.identity,
      backend.profileStore,
      backend.session,
      backend.clock,
      backend.logger,
      backend.appVisibility,
      backend.pendingSignUp,
    );
    const resumed = await reopened.resume();
    expect(resumed).toMatchObject({ status: "signed-in", user: { email: "ana@state.edu" } });
    expect(backend.session.current()?.adult_confirmed_at).toBe(backend.clock.now());
    const uid = backend.session.current()?.uid ?? "";
    expect(await backend.profileStore.read(uid)).toMatchObject({ adult_confirmed_at: backend.clock.now() });
    expect(backend.pendingSignUp.recall()).toBeNull();
  });

  it("forgets the pending sign-up at a restart, and after an address that was refused", async () => {
    const { flow, pendingSignUp, identity } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    await flow.restart();
    expect(pendingSignUp.recall()).toBeNull();

    await identity.createAccount("ben@state.edu", "correct horse");
    await identity.signOut();
    await expect(flow.signUp("ben@state.edu", "correct horse", SITE_ROOT, true)).rejects.toBeInstanceOf(SignUpError);
    expect(pendingSignUp.recall()).toBeNull();
  });

  it("waits on the device's word when the provider does not answer, and forgets nothing", async () => {
    const { flow, identity, pendingSignUp, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    vi.spyOn(identity, "currentAccount").mockReturnValue(new Promise(() => {}));
    const resumed = flow.resume();
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    expect(await resumed).toEqual({ status: "waiting", email: "ana@state.edu" });
    expect(pendingSignUp.recall()).not.toBeNull();
  });

  it("fails with email-in-use for an address that already has an account", async () => {
    const { flow, identity } = setUp();
    await identity.createAccount("ana@state.edu", "another one");
    expect(await reasonOf(flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true))).toBe("email-in-use");
  });

  it("tells a connection failure apart from a taken address", async () => {
    const { flow, identity } = setUp();
    vi.spyOn(identity, "createAccount").mockRejectedValue(new ServiceUnreachableError("offline"));
    expect(await reasonOf(flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true))).toBe("unreachable");
  });

  it("classifies a provider's own email-in-use error", async () => {
    const { flow, identity } = setUp();
    vi.spyOn(identity, "createAccount").mockRejectedValue(new EmailAlreadyInUseError("taken"));
    expect(await reasonOf(flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true))).toBe("email-in-use");
  });

  it("ends the wait with the session another tab opened (the verification link's page took the sign-up up)", async () => {
    const backend = setUp();
    await backend.flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    const onVerified = vi.fn<(user: SessionUser) => void>();
    backend.flow.awaitVerification(onVerified);
    await verifyLatestEmail(backend.mailbox, "ana@state.edu");
    const linkTab = new SignUpAndVerify(
      backend.identity,
      backend.profileStore,
      backend.session,
      backend.clock,
      backend.logger,
      backend.appVisibility,
      backend.pendingSignUp,
    );
    expect(await linkTab.resume()).toMatchObject({ status: "signed-in" });

    // No poll has run: the session itself ended the wait, once, and the polling stopped.
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(onVerified.mock.calls[0]?.[0]).toEqual(backend.session.current());
    expect(backend.clock.pendingTimerCount()).toBe(0);
  });

  it("polls every 2000 ms, and once verified writes the default profile, opens the session and stops", async () => {
    const { flow, mailbox, identity, profileStore: profiles, session, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    const reload = vi.spyOn(identity, "reloadCurrentUser");
    const onVerified = vi.fn<(user: SessionUser) => void>();
    flow.awaitVerification(onVerified);

    await pollOnce(clock, reload);
    expect(onVerified).not.toHaveBeenCalled();
    expect(session.current()).toBeNull();

    await verifyLatestEmail(mailbox, "ana@state.edu");
    await pollOnce(clock, reload);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    const user = onVerified.mock.calls[0]?.[0];
    expect(session.current()).toEqual(user);
    // The profile records the age confirmation, at the store's time (the server's, on Firebase).
    expect(await profiles.read(user?.uid ?? "")).toMatchObject({
      email: "ana@state.edu",
      has_meal_plan: false,
      adult_confirmed_at: clock.now(),
    });

    expect(clock.pendingTimerCount()).toBe(0);
    clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not poll faster than every 2000 ms", async () => {
    const { flow, identity, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    const reload = vi.spyOn(identity, "reloadCurrentUser");
    flow.awaitVerification(() => {});
    clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS - 1);
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps a profile that exists but lacks the verification flag, filling in only what is missing", async () => {
    const { flow, mailbox, identity, profileStore: profiles, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    const account = await identity.reloadCurrentUser();
    await profiles.merge(account?.uid ?? "", { first_name: "Ana" });
    const merge = vi.spyOn(profiles, "merge");
    await verifyLatestEmail(mailbox, "ana@state.edu");
    const onVerified = vi.fn();
    flow.awaitVerification(onVerified);
    clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(merge).toHaveBeenCalledTimes(1);
    expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ first_name: "Ana", bio: "" }));
  });

  it("does not rewrite a profile that carries the verification flag", async () => {
    const { flow, mailbox, identity, profileStore: profiles, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    const account = await identity.reloadCurrentUser();
    vi.spyOn(profiles, "read").mockResolvedValue({ emailVerified: true, first_name: "Ana" });
    const merge = vi.spyOn(profiles, "merge");
    await verifyLatestEmail(mailbox, "ana@state.edu");
    const onVerified = vi.fn();
    flow.awaitVerification(onVerified);
    clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(merge).not.toHaveBeenCalled();
    expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ uid: account?.uid, first_name: "Ana" }));
  });

  it("keeps polling through a failed check, and logs it", async () => {
    const { flow, mailbox, identity, clock, logger } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    await verifyLatestEmail(mailbox, "ana@state.edu");
    const reload = vi
      .spyOn(identity, "reloadCurrentUser")
      .mockRejectedValueOnce(new ServiceUnreachableError("offline"));
    const onVerified = vi.fn();
    flow.awaitVerification(onVerified);
    await pollOnce(clock, reload);
    await vi.waitFor(() => expect(logger.warnings).toHaveLength(1));
    expect(onVerified).not.toHaveBeenCalled();
    await pollOnce(clock, reload);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it("restart stops polling, signs out and clears the session", async () => {
    const { flow, identity, session, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    flow.awaitVerification(() => {});
    await flow.restart();
    expect(clock.pendingTimerCount()).toBe(0);
    expect(await identity.reloadCurrentUser()).toBeNull();
    expect(session.current()).toBeNull();
  });

  it("fails as timed out when creating the account gets no answer, so the form comes back", async () => {
    const { flow, identity, clock } = setUp();
    vi.spyOn(identity, "createAccount").mockReturnValue(new Promise(() => {}));
    const attempt = reasonOf(flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true));
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    expect(await attempt).toBe("timed-out");
  });
});

describe("SignUpAndVerify polling, beyond the spec's interval", () => {
  async function waitingForVerification() {
    const backend = setUp();
    await backend.flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    const reload = vi.spyOn(backend.identity, "reloadCurrentUser");
    const onVerified = vi.fn<(user: SessionUser) => void>();
    const stop = backend.flow.awaitVerification(onVerified);
    return { ...backend, reload, onVerified, stop };
  }

  it("pauses while the page is hidden or offline, checks at once on return, then every 2000 ms again", async () => {
    const { clock, appVisibility, reload, mailbox, onVerified } = await waitingForVerification();
    appVisibility.setActive(false);
    clock.advanceBy(10 * VERIFICATION_POLL_INTERVAL_MS);
    expect(reload).not.toHaveBeenCalled();

    await verifyLatestEmail(mailbox, "ana@state.edu");
    appVisibility.setActive(true);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it("keeps the 2000 ms rhythm after a return, and does not check while still hidden", async () => {
    const { clock, appVisibility, reload } = await waitingForVerification();
    appVisibility.setActive(false);
    appVisibility.setActive(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await Promise.allSettled([reload.mock.results[0]?.value]);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the check has finished with its answer
    clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS - 1);
    expect(reload).toHaveBeenCalledTimes(1);
    await pollOnce(clock, reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not start polling for a page that opens hidden, until it shows", async () => {
    const backend = setUp();
    await backend.flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
    backend.appVisibility.setActive(false);
    const reload = vi.spyOn(backend.identity, "reloadCurrentUser");
    backend.flow.awaitVerification(() => {});
    backend.clock.advanceBy(5 * VERIFICATION_POLL_INTERVAL_MS);
    expect(reload).not.toHaveBeenCalled();
    backend.appVisibility.setActive(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("gives up a check that never settles at its time-out, and goes on polling", async () => {
    const { clock, reload, mailbox, onVerified, logger } = await waitingForVerification();
    reload.mockReturnValueOnce(new Promise<Account | null>(() => {}));
    clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    await verifyLatestEmail(mailbox, "ana@state.edu");
    // While the hung check lasts, the ticks skip (one check at a time)...
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS - 1);
    expect(reload).toHaveBeenCalledTimes(1);
    // ...until its time-out gives it up (and logs it); the next tick checks again and sees the verification.
    clock.advanceBy(1);
    await vi.waitFor(() => expect(logger.warnings).toHaveLength(1));
    await pollOnce(clock, reload);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it("opens no session when 'Restart sign up' comes while a check is under way", async () => {
    const { clock, reload, mailbox, onVerified, flow, session, identity } = await waitingForVerification();
    await verifyLatestEmail(mailbox, "ana@state.edu");
    const verified = await identity.reloadCurrentUser();
    reload.mockClear();
    let answer: () => void = () => {};
    reload.mockReturnValueOnce(new Promise<Account | null>((resolve) => (answer = () => resolve(verified))));
    clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    await flow.restart();
    answer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onVerified).not.toHaveBeenCalled();
    expect(session.current()).toBeNull();
  });

  it("stops listening for visibility once stopped", async () => {
    const { appVisibility, stop, clock } = await waitingForVerification();
    expect(appVisibility.listenerCount()).toBe(1);
    stop();
    expect(appVisibility.listenerCount()).toBe(0);
    expect(clock.pendingTimerCount()).toBe(0);
  });
});
