import { describe, expect, it, type MockInstance, vi } from "vitest";
import { EmailAlreadyInUseError, ResendVerificationError, SignUpError } from "../../../domain/account/accountErrors";
import {
  RESEND_COUNTDOWN_TICK_MS,
  VERIFICATION_POLL_INTERVAL_MS,
  VERIFICATION_RESEND_INTERVAL_MS,
} from "../../../domain/account/accountRules";
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

async function resendFailure(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ResendVerificationError)) throw new Error(`Expected a ResendVerificationError, got ${error}`);
  return error.reason;
}

describe("SignUpAndVerify: Resend email while verification is pending", () => {
  it("sends the email again once the resend interval has passed since the first one", async () => {
    const { flow, mailbox, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    await flow.resendVerificationEmail(SITE_ROOT);
    const emails = await mailbox.list();
    expect(emails).toHaveLength(2);
    expect(emails.every((email) => email.to === "ana@state.edu" && email.returnUrl === SITE_ROOT)).toBe(true);
  });

  it("refuses a resend sooner than the interval after the last email, and sends nothing", async () => {
    const { flow, mailbox, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS - 1);
    expect(await resendFailure(flow.resendVerificationEmail(SITE_ROOT))).toBe("too-soon");
    clock.advanceBy(1);
    await flow.resendVerificationEmail(SITE_ROOT);
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS / 2);
    expect(await resendFailure(flow.resendVerificationEmail(SITE_ROOT))).toBe("too-soon");
    expect(await mailbox.list()).toHaveLength(2);
  });

  it("counts the wait down in whole seconds, every second, and stops at 0", async () => {
    const { flow, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
    const seen: number[] = [];
    flow.resendCountdown((secondsLeft) => seen.push(secondsLeft));
    expect(seen).toEqual([VERIFICATION_RESEND_INTERVAL_MS / 1000]);
    clock.advanceBy(RESEND_COUNTDOWN_TICK_MS);
    expect(seen.at(-1)).toBe(VERIFICATION_RESEND_INTERVAL_MS / 1000 - 1);
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    expect(seen.at(-1)).toBe(0);
    expect(seen).toHaveLength(VERIFICATION_RESEND_INTERVAL_MS / RESEND_COUNTDOWN_TICK_MS + 1);
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it("a stopped countdown schedules nothing more", async () => {
    const { flow, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
    const onChange = vi.fn();
    const stop = flow.resendCountdown(onChange);
    stop();
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it("restarts the wait after each resend", async () => {
    const { flow, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    const seen: number[] = [];
    flow.resendCountdown((secondsLeft) => seen.push(secondsLeft));
    expect(seen).toEqual([0]);
    await flow.resendVerificationEmail(SITE_ROOT);
    flow.resendCountdown((secondsLeft) => seen.push(secondsLeft));
    expect(seen.at(-1)).toBe(VERIFICATION_RESEND_INTERVAL_MS / 1000);
  });

  it("tells a connection failure apart, and lets the student try again at once", async () => {
    const { flow, identity, mailbox, clock } = setUp();
    await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT);
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    vi.spyOn(identity, "sendVerificationEmail").mockRejectedValueOnce(new ServiceUnreachableError("offline"));
    expect(await resendFailure(flow.resendVerificationEmail(SITE_ROOT))).toBe("unreachable");
    await flow.resendVerificationEmail(SITE_ROOT);
    expect(await mailbox.list()).toHaveLength(2);
  });
});
