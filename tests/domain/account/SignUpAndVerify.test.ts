import { describe, expect, it, type MockInstance, vi } from "vitest";
import { EmailAlreadyInUseError, SignUpError } from "../../../domain/account/accountErrors";
import { VERIFICATION_POLL_INTERVAL_MS } from "../../../domain/account/accountRules";
import { SignUpAndVerify } from "../../../domain/account/SignUpAndVerify";
import type { SessionUser } from "../../../domain/session/SessionUser";
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
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
    const account = await identity.reloadCurrentUser();
    expect(account).toMatchObject({ email: "ana@state.edu", emailVerified: false });
    const [email] = await mailbox.list();
    expect(email).toMatchObject({ to: "ana@state.edu", returnUrl: SITE_ROOT });
  });

  it("fails with email-in-use for an address that already has an account", async () => {
    const { flow, identity } = setUp();
    await identity.createAccount("ana@state.edu", "another one");
    expect(await reasonOf(flow.signUp("ana@state.edu", "correct horse", SITE_ROOT))).toBe("email-in-use");
  });

  it("tells a connection failure apart from a taken address", async () => {
    const { flow, identity } = setUp();
    vi.spyOn(identity, "createAccount").mockRejectedValue(new ServiceUnreachableError("offline"));
    expect(await reasonOf(flow.signUp("ana@state.edu", "correct horse", SITE_ROOT))).toBe("unreachable");
  });

  it("classifies a provider's own email-in-use error", async () => {
    const { flow, identity } = setUp();
    vi.spyOn(identity, "createAccount").mockRejectedValue(new EmailAlreadyInUseError("taken"));
    expect(await reasonOf(flow.signUp("ana@state.edu", "correct horse", SITE_ROOT))).toBe("email-in-use");
  });

  it("polls every 2000 ms, and once verified writes the default profile, opens the session and stops", async () => {
    const { flow, mailbox, identity, profileStore: profiles, session, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
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
    expect(await profiles.read(user?.uid ?? "")).toMatchObject({ email: "ana@state.edu", has_meal_plan: false });

    expect(clock.pendingTimerCount()).toBe(0);
    clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not poll faster than every 2000 ms", async () => {
    const { flow, identity, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
    const reload = vi.spyOn(identity, "reloadCurrentUser");
    flow.awaitVerification(() => {});
    clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS - 1);
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps a profile that exists but lacks the verification flag, filling in only what is missing", async () => {
    const { flow, mailbox, identity, profileStore: profiles, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
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
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
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
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
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
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
    flow.awaitVerification(() => {});
    await flow.restart();
    expect(clock.pendingTimerCount()).toBe(0);
    expect(await identity.reloadCurrentUser()).toBeNull();
    expect(session.current()).toBeNull();
  });
});
