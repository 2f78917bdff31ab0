import { describe, expect, it } from "vitest";
import { ManualClock } from "../../adapters/local/ManualClock";
import { ManualVisibility } from "../../adapters/local/ManualVisibility";
import { MemoryPendingSignUp } from "../../adapters/local/MemoryPendingSignUp";
import { MemorySessionStorage } from "../../adapters/local/MemorySessionStorage";
import { EmailAlreadyInUseError, InvalidCredentialsError, SignUpError } from "../../domain/account/accountErrors";
import { SignUpAndVerify } from "../../domain/account/SignUpAndVerify";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import type { Identity } from "../../domain/session/ports/Identity";
import { Session } from "../../domain/session/Session";

export interface IdentityHarness {
  readonly identity: Identity;
  /** Marks the address verified the way a student does: by following the link in the email they were sent. */
  verifyEmail(email: string): Promise<void>;
}

let counter = 0;
/** A new school address each call, so suites can share one backend. */
const freshAddress = () => `student${Date.now().toString(36)}${(counter++).toString(36)}@state.edu`;
const PASSWORD = "correct horse battery";

/** What every Identity adapter must do; run once per adapter with its own harness. */
export function describeIdentityContract(adapterName: string, setUp: () => Promise<IdentityHarness>): void {
  describe(`Identity contract: ${adapterName}`, () => {
    it("gets no account for a malformed school address signed up through the domain (@ucla.edu, alex@.edu)", async () => {
      const { identity } = await setUp();
      const clock = new ManualClock(Date.now());
      const signUp = new SignUpAndVerify(
        identity,
        {} as ProfileStore, // never reached: nothing is created
        new Session(new MemorySessionStorage(), clock, identity),
        clock,
        { warn: () => {} },
        new ManualVisibility(),
        new MemoryPendingSignUp(),
      );
      for (const malformed of ["@ucla.edu", "alex@.edu"]) {
        await expect(signUp.signUp(malformed, PASSWORD, "http://localhost/", true)).rejects.toEqual(
          new SignUpError("email-invalid"),
        );
        await expect(identity.signIn(malformed, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentialsError);
      }
      expect(await identity.currentAccount()).toBeNull();
    });

    it("creates an unverified account and signs it in", async () => {
      const { identity } = await setUp();
      const email = freshAddress();
      const account = await identity.createAccount(email, PASSWORD);
      expect(account).toEqual({ uid: expect.any(String), email, emailVerified: false });
      expect(await identity.reloadCurrentUser()).toEqual(account);
    });

    it("refuses a second account for the same address, whatever its case", async () => {
      const { identity } = await setUp();
      const email = freshAddress();
      await identity.createAccount(email, PASSWORD);
      await expect(identity.createAccount(email, "another password")).rejects.toBeInstanceOf(EmailAlreadyInUseError);
      await expect(identity.createAccount(email.toUpperCase(), PASSWORD)).rejects.toBeInstanceOf(
        EmailAlreadyInUseError,
      );
    });

    it("signs in with the right password, as the same account", async () => {
      const { identity } = await setUp();
      const email = freshAddress();
      const created = await identity.createAccount(email, PASSWORD);
      await identity.signOut();
      const account = await identity.signIn(email, PASSWORD);
      expect(account.uid).toBe(created.uid);
      expect((await identity.reloadCurrentUser())?.uid).toBe(created.uid);
    });

    it("refuses a wrong password and an unknown address alike", async () => {
      const { identity } = await setUp();
      const email = freshAddress();
      await identity.createAccount(email, PASSWORD);
      await identity.signOut();
      await expect(identity.signIn(email, "wrong password")).rejects.toBeInstanceOf(InvalidCredentialsError);
      await expect(identity.signIn(freshAddress(), PASSWORD)).rejects.toBeInstanceOf(InvalidCredentialsError);
    });

    it("sees a verification made through the emailed link when the user is reloaded", async () => {
      const harness = await setUp();
      const email = freshAddress();
      await harness.identity.createAccount(email, PASSWORD);
      await harness.identity.sendVerificationEmail("http://localhost:4173/");
      expect((await harness.identity.reloadCurrentUser())?.emailVerified).toBe(false);
      await harness.verifyEmail(email);
      expect((await harness.identity.reloadCurrentUser())?.emailVerified).toBe(true);
    });

    it("reports a verified account as verified at the next sign-in", async () => {
      const harness = await setUp();
      const email = freshAddress();
      await harness.identity.createAccount(email, PASSWORD);
      await harness.identity.sendVerificationEmail("http://localhost:4173/");
      await harness.verifyEmail(email);
      await harness.identity.signOut();
      expect((await harness.identity.signIn(email, PASSWORD)).emailVerified).toBe(true);
    });

    it("has nobody signed in after signing out", async () => {
      const { identity } = await setUp();
      await identity.createAccount(freshAddress(), PASSWORD);
      await identity.signOut();
      expect(await identity.reloadCurrentUser()).toBeNull();
    });

    it("cannot send a verification email with nobody signed in", async () => {
      const { identity } = await setUp();
      await identity.signOut();
      await expect(identity.sendVerificationEmail("http://localhost:4173/")).rejects.toThrow();
    });

    it("answers who is signed in now: the account of the latest sign-in", async () => {
      const { identity } = await setUp();
      const email = freshAddress();
      const created = await identity.createAccount(email, PASSWORD);
      expect((await identity.currentAccount())?.uid).toBe(created.uid);
      await identity.signOut();
      const other = await identity.createAccount(freshAddress(), PASSWORD);
      expect((await identity.currentAccount())?.uid).toBe(other.uid);
      expect((await identity.signIn(email, PASSWORD)).uid).toBe(created.uid);
      expect(await identity.currentAccount()).toEqual({ uid: created.uid, email, emailVerified: false });
    });

    it("answers nobody after signing out, and before anyone signed in", async () => {
      const { identity } = await setUp();
      await identity.signOut();
      expect(await identity.currentAccount()).toBeNull();
      await identity.createAccount(freshAddress(), PASSWORD);
      await identity.signOut();
      expect(await identity.currentAccount()).toBeNull();
    });
  });
}
