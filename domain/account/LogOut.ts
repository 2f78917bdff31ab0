import type { Session } from "../session/Session";
import type { Logger } from "../shared/ports/Logger";
import type { DeviceCopies } from "./ports/DeviceCopies";

/**
 * Log out (spec §2): the session ends at once, and the provider is signed out (even if it cannot be
 * told); then the device removes what it kept of the account (its drafts, unsent messages, unsaved
 * profile changes: DeviceCopies), so that nothing of theirs stays on a shared computer. Never fails:
 * should the device not remove them, the log-out stands, and the failure is logged.
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
    await this.#session.end();
    if (user === null) return;
    await this.#device.remove(user).catch((error) => this.#logger.warn(DEVICE_COPIES_KEPT, error));
  }
}

/** What is logged when the device could not remove an account's copies. */
export const DEVICE_COPIES_KEPT = "This device's copies of the account could not be removed";
