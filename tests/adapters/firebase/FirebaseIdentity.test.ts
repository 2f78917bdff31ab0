import { getIdToken } from "firebase/auth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FirebaseIdentity } from "../../../adapters/firebase/FirebaseIdentity";
import {
  AccountDisabledError,
  EmailAlreadyInUseError,
  InvalidCredentialsError,
} from "../../../domain/account/accountErrors";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import {
  deleteAccount,
  deleteTestApps,
  disableAccount,
  latestVerificationEmail,
  resetEmulators,
  startTestFirebase,
} from "./support/emulators";

const PASSWORD = "correct horse battery";
let counter = 0;
const freshAddress = () => `ana${counter++}.${Date.now().toString(36)}@state.edu`;

beforeAll(resetEmulators);
afterAll(deleteTestApps);

/** Firebase tells auth-state listeners asynchronously: give them the chance to run before asserting they did not. */
const listenersHadTheirTurn = () => new Promise((resolve) => setTimeout(resolve, 50));

/** An identity on an app of its own, with a student signed up and signed in. */
async function signedUpStudent() {
  const { auth } = startTestFirebase();
  const identity = new FirebaseIdentity(auth);
  const account = await identity.createAccount(freshAddress(), PASSWORD);
  return { auth, identity, account };
}

describe("FirebaseIdentity error mapping", () => {
  it("answers a wrong password with InvalidCredentialsError", async () => {
    const { identity, account } = await signedUpStudent();
    await identity.signOut();
    await expect(identity.signIn(account.email, "not the password")).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it("answers an address without an account with InvalidCredentialsError", async () => {
    const identity = new FirebaseIdentity(startTestFirebase().auth);
    await expect(identity.signIn(freshAddress(), PASSWORD)).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it("answers the sign-in of a disabled account with AccountDisabledError", async () => {
    const { identity, account } = await signedUpStudent();
    await identity.signOut();
    await disableAccount(account.uid);
    await expect(identity.signIn(account.email, PASSWORD)).rejects.toBeInstanceOf(AccountDisabledError);
  });

  it("answers a malformed address with InvalidCredentialsError", async () => {
    const identity = new FirebaseIdentity(startTestFirebase().auth);
    await expect(identity.signIn("not-an-address", PASSWORD)).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it("answers a second account for an address, whatever its case and spaces, with EmailAlreadyInUseError", async () => {
    const { account } = await signedUpStudent();
    const identity = new FirebaseIdentity(startTestFirebase().auth);
    await expect(identity.createAccount(` ${account.email.toUpperCase()} `, PASSWORD)).rejects.toBeInstanceOf(
      EmailAlreadyInUseError,
    );
  });

  it("signs in whatever the case and spaces of the address typed", async () => {
    const { identity, account } = await signedUpStudent();
    await identity.signOut();
    expect(await identity.signIn(`  ${account.email.toUpperCase()}`, PASSWORD)).toEqual(account);
  });

  it("answers with ServiceUnreachableError when the provider cannot be reached", async () => {
    // Nothing listens on port 9 (discard) here: the connection is refused at once.
    const identity = new FirebaseIdentity(startTestFirebase({ authUrl: "http://127.0.0.1:9" }).auth);
    await expect(identity.signIn(freshAddress(), PASSWORD)).rejects.toBeInstanceOf(ServiceUnreachableError);
    await expect(identity.createAccount(freshAddress(), PASSWORD)).rejects.toBeInstanceOf(ServiceUnreachableError);
  });
});

describe("FirebaseIdentity currentAccount", () => {
  it("answers nobody once the account has been disabled, and tells the sign-out listeners", async () => {
    const { identity, account } = await signedUpStudent();
    const signedOut = vi.fn();
    identity.onSignedOutByProvider(signedOut);
    expect((await identity.currentAccount())?.uid).toBe(account.uid);
    await disableAccount(account.uid);
    expect(await identity.currentAccount()).toBeNull();
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledOnce());
  });

  it("answers nobody once the account has been deleted", async () => {
    const { identity, account } = await signedUpStudent();
    await deleteAccount(account.uid);
    expect(await identity.currentAccount()).toBeNull();
  });
});

describe("FirebaseIdentity verification email", () => {
  it("links back to the return URL it was given", async () => {
    const { identity, account } = await signedUpStudent();
    await identity.sendVerificationEmail("http://localhost:4173/welcome");
    const { oobLink } = await latestVerificationEmail(account.email);
    expect(new URL(oobLink).searchParams.get("continueUrl")).toBe("http://localhost:4173/welcome");
  });
});

describe("FirebaseIdentity onSignedOutByProvider", () => {
  it("fires when the account is disabled and the token refresh fails", async () => {
    const { auth, identity, account } = await signedUpStudent();
    const signedOut = vi.fn();
    identity.onSignedOutByProvider(signedOut);
    await disableAccount(account.uid);
    const user = auth.currentUser;
    if (user === null) throw new Error("The student should still be signed in");
    await expect(getIdToken(user, true)).rejects.toMatchObject({ code: "auth/user-disabled" });
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledOnce());
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("fires when the account is deleted and the next reload finds it gone, which then reads signed out", async () => {
    const { identity, account } = await signedUpStudent();
    const signedOut = vi.fn();
    identity.onSignedOutByProvider(signedOut);
    await deleteAccount(account.uid);
    expect(await identity.reloadCurrentUser()).toBeNull();
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledOnce());
  });

  it("does not fire after our own sign-out, yet does for a provider sign-out after the next sign-in", async () => {
    const { identity, account } = await signedUpStudent();
    const signedOut = vi.fn();
    identity.onSignedOutByProvider(signedOut);
    await identity.signOut();
    await listenersHadTheirTurn();
    expect(signedOut).not.toHaveBeenCalled();
    await identity.signIn(account.email, PASSWORD);
    await deleteAccount(account.uid);
    expect(await identity.reloadCurrentUser()).toBeNull();
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledOnce());
  });

  it("does not fire at start-up with nobody signed in, nor for a sign-out with nobody signed in", async () => {
    const identity = new FirebaseIdentity(startTestFirebase().auth);
    const signedOut = vi.fn();
    identity.onSignedOutByProvider(signedOut);
    expect(await identity.reloadCurrentUser()).toBeNull();
    await identity.signOut();
    await listenersHadTheirTurn();
    expect(signedOut).not.toHaveBeenCalled();
  });

  it("stops telling a listener that unsubscribed", async () => {
    const { identity, account } = await signedUpStudent();
    const signedOut = vi.fn();
    identity.onSignedOutByProvider(signedOut)();
    await deleteAccount(account.uid);
    expect(await identity.reloadCurrentUser()).toBeNull();
    await listenersHadTheirTurn();
    expect(signedOut).not.toHaveBeenCalled();
  });
});
