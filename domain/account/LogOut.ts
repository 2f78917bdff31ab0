import type { Identity } from "../ports/Identity";
import type { Session } from "../session/Session";

/** Log out (spec §2): the session ends at once, even if the provider cannot be told. */
export class LogOut {
  readonly #identity: Identity;
  readonly #session: Session;

  constructor(identity: Identity, session: Session) {
    this.#identity = identity;
    this.#session = session;
  }

  async execute(): Promise<void> {
    this.#session.end();
    await this.#identity.signOut().catch(() => {});
  }
}
