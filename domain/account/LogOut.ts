import type { DeviceCopies } from "../ports/DeviceCopies";
import type { Session } from "../session/Session";

/**
 * Log out (spec §2): the session ends at once, and the provider is signed out (even if it cannot be
 * told); then the device forgets what it kept of the account (its drafts, unsent messages, unsaved
 * profile changes: DeviceCopies), so that nothing of theirs stays on a shared computer. Never fails:
 * should the device's code not download (offline, before any signed-in screen loaded it), the
 * log-out stands and the copies stay until the next log-out. (Nothing logged: this class is in every
 * page's first download, held to bench/budgets.json to the byte.)
 */
export class LogOut {
  readonly #session: Session;
  readonly #device: DeviceCopies;

  constructor(session: Session, device: DeviceCopies) {
    this.#session = session;
    this.#device = device;
  }

  async execute(): Promise<void> {
    const user = this.#session.current();
    // Ended first: once it has, nothing writes for the account any more, so nothing comes back.
    await this.#session.end();
    if (user) await this.#device.remove(user).catch(() => {});
  }
}
