import { describe, expect, it, vi } from "vitest";
import { ResendVerificationError } from "../../../domain/account/accountErrors";
import { RESEND_COUNTDOWN_TICK_MS, VERIFICATION_RESEND_INTERVAL_MS } from "../../../domain/account/accountRules";
import { ResendVerification } from "../../../domain/account/ResendVerification";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend, verifyLatestEmail } from "../../support/localBackend";

const SITE_ROOT = "http://localhost:5173/";

/** An account that signed up and never verified, signed out (its sign-up tab closed or restarted). */
async function setUp() {
  const backend = createLocalBackend();
  await backend.identity.createAccount("ana@state.edu", "correct horse");
  await backend.identity.sendVerificationEmail(SITE_ROOT);
  await backend.identity.signOut();
  return { ...backend, resend: new ResendVerification(backend.identity, backend.clock) };
}

async function failureOf(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ResendVerificationError)) throw new Error(`Expected a ResendVerificationError, got ${error}`);
  return error.reason;
}

describe("ResendVerification (Resend email from /login)", () => {
  it("sends a new verification email to an unverified account, and leaves it signed out", async () => {
    const { resend, mailbox, identity } = await setUp();
    await resend.execute(" ANA@state.edu ", "correct horse", SITE_ROOT);
    const emails = await mailbox.list();
    expect(emails).toHaveLength(2);
    expect(emails[0]).toMatchObject({ to: "ana@state.edu", returnUrl: SITE_ROOT });
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("whose link verifies the address", async () => {
    const { resend, mailbox, identity } = await setUp();
    await resend.execute("ana@state.edu", "correct horse", SITE_ROOT);
    const [latest] = await mailbox.list();
    expect(await mailbox.verify(latest?.verificationCode ?? "")).toBe(true);
    expect(await identity.signIn("ana@state.edu", "correct horse")).toMatchObject({ emailVerified: true });
  });

  it("sends nothing for a wrong password", async () => {
    const { resend, mailbox } = await setUp();
    expect(await failureOf(resend.execute("ana@state.edu", "wrong horse", SITE_ROOT))).toBe("invalid-credentials");
    expect(await mailbox.list()).toHaveLength(1);
  });

  it("says so when the address is verified already, and sends nothing", async () => {
    const { resend, mailbox, identity } = await setUp();
    await verifyLatestEmail(mailbox, "ana@state.edu");
    expect(await failureOf(resend.execute("ana@state.edu", "correct horse", SITE_ROOT))).toBe("already-verified");
    expect(await mailbox.list()).toHaveLength(1);
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("sends at most once per interval, counting the wait down", async () => {
    const { resend, mailbox, clock } = await setUp();
    await resend.execute("ana@state.edu", "correct horse", SITE_ROOT);
    expect(await failureOf(resend.execute("ana@state.edu", "correct horse", SITE_ROOT))).toBe("too-soon");
    const seen: number[] = [];
    resend.countdown((secondsLeft) => seen.push(secondsLeft));
    expect(seen).toEqual([VERIFICATION_RESEND_INTERVAL_MS / 1000]);
    clock.advanceBy(RESEND_COUNTDOWN_TICK_MS);
    expect(seen.at(-1)).toBe(VERIFICATION_RESEND_INTERVAL_MS / 1000 - 1);
    clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS);
    expect(seen.at(-1)).toBe(0);
    await resend.execute("ana@state.edu", "correct horse", SITE_ROOT);
    expect(await mailbox.list()).toHaveLength(3);
  });

  it("a failed attempt starts no wait", async () => {
    const { resend, identity, mailbox } = await setUp();
    vi.spyOn(identity, "signIn").mockRejectedValueOnce(new ServiceUnreachableError("offline"));
    expect(await failureOf(resend.execute("ana@state.edu", "correct horse", SITE_ROOT))).toBe("unreachable");
    await resend.execute("ana@state.edu", "correct horse", SITE_ROOT);
    expect(await mailbox.list()).toHaveLength(2);
  });
});
