import { describe, expect, it, vi } from "vitest";
import { RESEND_COUNTDOWN_TICK_MS, VERIFICATION_RESEND_INTERVAL_MS } from "../../../domain/account/accountRules";
import { ResendVerification } from "../../../domain/account/ResendVerification";
import { ResendVerificationError } from "../../../domain/account/ResendVerificationError";
import { SignUpAndVerify } from "../../../domain/account/SignUpAndVerify";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend, verifyLatestEmail } from "../../support/localBackend";

const SITE_ROOT = "http://localhost:5173/";
const INTERVAL_S = VERIFICATION_RESEND_INTERVAL_MS / 1000;

async function failureOf(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ResendVerificationError)) throw new Error(`Expected a ResendVerificationError, got ${error}`);
  return error.reason;
}

/** A sign-up waiting for its verification, as the sign-up page has it. */
async function pendingSignUp() {
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
  const resend = new ResendVerification(backend.identity, backend.clock);
  await flow.signUp("ana@state.edu", "correct horse", SITE_ROOT, true);
  const countdown = await resend.afterSignUp();
  return { ...backend, flow, resend, countdown };
}

/** An account that signed up and never verified, signed out (its sign-up tab closed or restarted). */
async function unverifiedAccount() {
  const backend = createLocalBackend();
  await backend.identity.createAccount("ana@state.edu", "correct horse");
  await backend.identity.sendVerificationEmail(SITE_ROOT);
  await backend.identity.signOut();
  return { ...backend, resend: new ResendVerification(backend.identity, backend.clock) };
}

describe("Resend email while a sign-up waits for its verification", () => {
  it("waits the resend interval from the sign-up's own email, then sends a new one", async () => {
    const { resend, mailbox, clock } = await pendingSignUp();
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS - 1);
    expect(await failureOf(resend.resendToSignedIn(SITE_ROOT))).toBe("too-soon");
    expect(await mailbox.list()).toHaveLength(1);
    clock.advanceBy(1);
    await resend.resendToSignedIn(SITE_ROOT);
    const emails = await mailbox.list();
    expect(emails).toHaveLength(2);
    expect(emails.every((email) => email.to === "ana@state.edu" && email.returnUrl === SITE_ROOT)).toBe(true);
  });

  it("counts the wait down in whole seconds, every second, stopping at 0", async () => {
    const { countdown, clock } = await pendingSignUp();
    const seen: number[] = [];
    countdown((secondsLeft) => seen.push(secondsLeft));
    expect(seen).toEqual([INTERVAL_S]);
    clock.advanceBy(RESEND_COUNTDOWN_TICK_MS);
    expect(seen.at(-1)).toBe(INTERVAL_S - 1);
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    expect(seen.at(-1)).toBe(0);
    expect(seen).toHaveLength(VERIFICATION_RESEND_INTERVAL_MS / RESEND_COUNTDOWN_TICK_MS + 1);
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it("a stopped countdown schedules nothing more", async () => {
    const { countdown, clock } = await pendingSignUp();
    const onChange = vi.fn();
    countdown(onChange)();
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it("starts the wait again after each resend", async () => {
    const { resend, clock } = await pendingSignUp();
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    const countdown = await resend.resendToSignedIn(SITE_ROOT);
    const seen: number[] = [];
    countdown((secondsLeft) => seen.push(secondsLeft));
    expect(seen).toEqual([INTERVAL_S]);
    expect(await failureOf(resend.resendToSignedIn(SITE_ROOT))).toBe("too-soon");
  });

  it("tells a connection failure apart, and starts no wait: the student may try again at once", async () => {
    const { resend, identity, mailbox, clock } = await pendingSignUp();
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    vi.spyOn(identity, "sendVerificationEmail").mockRejectedValueOnce(new ServiceUnreachableError("offline"));
    expect(await failureOf(resend.resendToSignedIn(SITE_ROOT))).toBe("unreachable");
    await resend.resendToSignedIn(SITE_ROOT);
    expect(await mailbox.list()).toHaveLength(2);
  });

  it("the new link verifies the address: the pending sign-up moves on", async () => {
    const { resend, flow, mailbox, clock, session } = await pendingSignUp();
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    await resend.resendToSignedIn(SITE_ROOT);
    const onVerified = vi.fn();
    flow.awaitVerification(onVerified);
    await verifyLatestEmail(mailbox, "ana@state.edu");
    await vi.waitFor(() => {
      clock.advanceBy(2000);
      expect(onVerified).toHaveBeenCalledTimes(1);
    });
    expect(session.current()?.email).toBe("ana@state.edu");
  });
});

describe("Resend email from /login, for an address not verified yet", () => {
  it("sends a new verification email, and leaves the account signed out", async () => {
    const { resend, mailbox, identity } = await unverifiedAccount();
    await resend.resendTo(" ANA@state.edu ", "correct horse", SITE_ROOT);
    const emails = await mailbox.list();
    expect(emails).toHaveLength(2);
    expect(emails.map((email) => email.to)).toEqual(["ana@state.edu", "ana@state.edu"]);
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("whose link verifies the address, so that logging in works", async () => {
    const { resend, mailbox, identity } = await unverifiedAccount();
    await resend.resendTo("ana@state.edu", "correct horse", SITE_ROOT);
    for (const email of await mailbox.list()) {
      if (email.verificationCode !== undefined) await mailbox.verify(email.verificationCode);
    }
    expect(await identity.signIn("ana@state.edu", "correct horse")).toMatchObject({ emailVerified: true });
  });

  it("sends nothing for a wrong password", async () => {
    const { resend, mailbox } = await unverifiedAccount();
    expect(await failureOf(resend.resendTo("ana@state.edu", "wrong horse", SITE_ROOT))).toBe("invalid-credentials");
    expect(await mailbox.list()).toHaveLength(1);
  });

  it("says so when the address is verified already, sends nothing, and signs out", async () => {
    const { resend, mailbox, identity } = await unverifiedAccount();
    await verifyLatestEmail(mailbox, "ana@state.edu");
    expect(await failureOf(resend.resendTo("ana@state.edu", "correct horse", SITE_ROOT))).toBe("already-verified");
    expect(await mailbox.list()).toHaveLength(1);
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("sends at most once per interval, counting the wait down", async () => {
    const { resend, mailbox, clock } = await unverifiedAccount();
    const countdown = await resend.resendTo("ana@state.edu", "correct horse", SITE_ROOT);
    expect(await failureOf(resend.resendTo("ana@state.edu", "correct horse", SITE_ROOT))).toBe("too-soon");
    const seen: number[] = [];
    countdown((secondsLeft) => seen.push(secondsLeft));
    expect(seen).toEqual([INTERVAL_S]);
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    expect(seen.at(-1)).toBe(0);
    await resend.resendTo("ana@state.edu", "correct horse", SITE_ROOT);
    expect(await mailbox.list()).toHaveLength(3);
  });

  it("a failed attempt starts no wait", async () => {
    const { resend, identity, mailbox } = await unverifiedAccount();
    vi.spyOn(identity, "signIn").mockRejectedValueOnce(new ServiceUnreachableError("offline"));
    expect(await failureOf(resend.resendTo("ana@state.edu", "correct horse", SITE_ROOT))).toBe("unreachable");
    await resend.resendTo("ana@state.edu", "correct horse", SITE_ROOT);
    expect(await mailbox.list()).toHaveLength(2);
  });
});
