import { requestResult } from "../../adapters/local/LocalDatabase";
import { CURRENT_ACCOUNT_KEY } from "../../adapters/local/LocalIdentity";
import type { SessionUser } from "../../domain/session/SessionUser";
import { createLocalBackend, type LocalTestBackend } from "./localBackend";
import { aSessionUser } from "./sessionUsers";

/**
 * A local test backend with a student already signed in: in the app's session, and at the identity
 * provider as the same account (as after a real login), so that the signed-in screens' check of the
 * provider (ConfirmSignIn) confirms it.
 *
 * The account is written straight into the local database, without waiting: the first call the app
 * makes to the database queues its transaction after this one (IndexedDB runs transactions on the
 * same stores in the order they were created, and this one is created first).
 */
export function signedInBackend(
  user: Partial<SessionUser> = {},
  backend: LocalTestBackend = createLocalBackend(),
): LocalTestBackend {
  const signedIn = aSessionUser(user);
  void signInAtProvider(backend, signedIn);
  backend.session.start(signedIn);
  return backend;
}

/** Makes `user` the account the local identity provider has signed in (verified, with a password nobody knows). */
export function signInAtProvider(backend: LocalTestBackend, user: Pick<SessionUser, "uid" | "email">): Promise<void> {
  return backend.database.transact(["accounts", "state"], "readwrite", async (transaction) => {
    const account = {
      uid: user.uid,
      email: user.email,
      emailVerified: true,
      password: { salt: "", hash: "not a password hash", iterations: 1 },
      createdAt: backend.clock.now(),
    };
    await requestResult(transaction.objectStore("accounts").put(account));
    await requestResult(transaction.objectStore("state").put(user.uid, CURRENT_ACCOUNT_KEY));
  });
}
