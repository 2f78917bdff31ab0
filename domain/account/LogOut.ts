import type { DeviceCopies } from "../ports/DeviceCopies";
import type { Logger } from "../ports/Logger";
import type { Session } from "../session/Session";
import { forgetDeviceCopies } from "./forgetDeviceCopies";

/**
 * Log out (spec §2): the session ends at once, and the provider is signed out (even if it cannot be
 * told); then the device forgets what it kept of the account (its drafts, unsent messages, unsaved
 * profile changes: DeviceCopies), so that nothing of theirs stays on a shared computer. Never fails.
 */
export class LogOut {
  readonly #session: Session;
  readonly #device: DeviceCopies;
  readonly #logger: Logger;

  constructor(session: Session, device: DeviceCopies, logger: Logger) {
    this.#session = session;
    this.#device = device;
    this.#logger = logger;
  }

  async execute(): Promise<void> {
    const user = this.#session.current();
    // Ended first: once it has, nothing writes for the account any more, so nothing comes back.
    const ended = this.#session.end();
    if (user !== null) await forgetDeviceCopies(this.#device, user, this.#logger);
    await ended;
  }
}
