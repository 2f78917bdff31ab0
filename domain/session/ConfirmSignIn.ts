import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import type { Identity } from "./ports/Identity";
import type { Session } from "./Session";

/**
 * One truth about who is signed in: the app's session (kept for 7 days in the browser) and the
 * identity provider's sign-in can drift apart. An administrator may disable the account, the
 * provider may revoke its token, another tab may sign in as someone else. A signed-in screen
 * asks this when it opens: the session ends, and the provider is signed out, unless the provider's
 * current account is the session's.
 *
 * When the provider cannot answer (offline, too slow), the session stays: a student on a train
 * keeps their dashboard. Only an answer that disagrees ends it.
 */
export class ConfirmSignIn {
  readonly #identity: Identity;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #logger: Logger;

  constructor(identity: Identity, session: Session, clock: Clock, logger: Logger) {
    this.#identity = identity;
    this.#session = session;
    this.#clock = clock;
    this.#logger = logger;
  }

  /** Resolves once checked: to true when the session stands (or nobody was signed in), false when it was ended. */
  async execute(): Promise<boolean> {
    const user = this.#session.current();
    if (user === null) return true;
    let account: Awaited<ReturnType<Identity["currentAccount"]>>;
    try {
      account = await withBackendTimeout(this.#clock, this.#identity.currentAccount());
    } catch (error) {
      this.#logger.warn("Could not confirm the sign-in with the identity provider; keeping the session", error);
      return true;
    }
    // Meanwhile the session may have ended or changed hands (a login in another tab): that one is not ours to judge.
    if (this.#session.current()?.uid !== user.uid) return true;
    if (account !== null && account.uid === user.uid) return true;
    await this.#session.end();
    return false;
  }
}
