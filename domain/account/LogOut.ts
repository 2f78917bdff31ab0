import type { Session } from "../session/Session";
import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import { SECOND_MS } from "../shared/time";
import type { DeviceCopies } from "./ports/DeviceCopies";

/** The device's notifications, which stop before the session ends (the backend needs the account to remove them). */
export interface DeviceNotificationsAtLogOut {
  forgetDevice(uid: string): Promise<void>;
}

/** How long a log-out waits for the device's notifications to stop: a network that does not answer never holds it up longer. */
export const LOG_OUT_WAITS_FOR_NOTIFICATIONS_MS = 3 * SECOND_MS;

/**
 * Log out (spec §2): this device first stops taking the account's notifications (its push
 * subscription removed, at most LOG_OUT_WAITS_FOR_NOTIFICATIONS_MS; a failure is logged), then the session ends, and the provider is signed out (even if it cannot be
 * told); then the device removes what it kept of the account (its drafts, unsent messages, unsaved
 * profile changes: DeviceCopies), so that nothing of theirs stays on a shared computer. Never fails:
 * should the device not remove them, the log-out stands, and the failure is logged.
 */
export class LogOut {
  readonly #session: Session;
  readonly #device: DeviceCopies;
  readonly #logger: Logger;
  readonly #notifications: DeviceNotificationsAtLogOut | null;
  readonly #clock: Clock | null;

  constructor(
    session: Session,
    device: DeviceCopies,
    logger: Logger,
    notifications: { readonly device: DeviceNotificationsAtLogOut; readonly clock: Clock } | null = null,
  ) {
    this.#session = session;
    this.#device = device;
    this.#logger = logger;
    this.#notifications = notifications?.device ?? null;
    this.#clock = notifications?.clock ?? null;
  }

  async execute(): Promise<void> {
    const user = this.#session.current();
    if (user !== null && this.#notifications !== null && this.#clock !== null) {
      await withBackendTimeout(
        this.#clock,
        this.#notifications.forgetDevice(user.uid),
        undefined,
        LOG_OUT_WAITS_FOR_NOTIFICATIONS_MS,
      ).catch((error) => this.#logger.warn(NOTIFICATIONS_KEPT, error));
    }
    // Ended first: once it has, nothing writes for the account any more, so nothing comes back.
    await this.#session.end();
    if (user === null) return;
    await this.#device.remove(user).catch((error) => this.#logger.warn(DEVICE_COPIES_KEPT, error));
  }
}

/** What is logged when the device's notifications could not be stopped at log-out. */
export const NOTIFICATIONS_KEPT = "This device's notifications could not be turned off at log-out";

/** What is logged when the device could not remove an account's copies. */
export const DEVICE_COPIES_KEPT = "This device's copies of the account could not be removed";
