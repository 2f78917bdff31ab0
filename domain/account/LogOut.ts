import type { Session } from "../session/Session";

/** Log out (spec §2): the session ends at once, and the provider is signed out (even if it cannot be told). */
export class LogOut {
  readonly #session: Session;

  constructor(session: Session) {
    this.#session = session;
  }

  async execute(): Promise<void> {
    await this.#session.end();
  }
}
