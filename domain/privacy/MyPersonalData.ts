import { AccountActionError, asAccountAction } from "../account/accountActionErrors";
import { DEVICE_COPIES_KEPT } from "../account/LogOut";
import type { DeviceCopies } from "../account/ports/DeviceCopies";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import type { PersonalDataService } from "./ports/PersonalDataService";
import { ACCOUNT_DATA_CALL_TIMEOUT_MS } from "./privacyRules";

/** The download as the browser saves it. */
export interface DataFile {
  readonly fileName: string;
  readonly json: string;
}

/**
 * "Download my data" and "Delete account" on the profile page. Each fails with an
 * AccountActionError whose reason the screen says in words; a deletion ends the session, and the
 * device forgets what it kept of the account (DeviceCopies).
 */
export class MyPersonalData {
  readonly #service: PersonalDataService;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #device: DeviceCopies;
  readonly #logger: Logger;

  constructor(service: PersonalDataService, session: Session, clock: Clock, device: DeviceCopies, logger: Logger) {
    this.#service = service;
    this.#session = session;
    this.#clock = clock;
    this.#device = device;
    this.#logger = logger;
  }

  async download(): Promise<DataFile> {
    this.#signedIn();
    return asAccountAction(async () => {
      const data = await this.#withTimeout(this.#service.exportMine());
      const day = new Date(this.#clock.now()).toISOString().slice(0, 10);
      return { fileName: `strangers-data-${day}.json`, json: `${JSON.stringify(data, null, 2)}\n` };
    });
  }

  /**
   * Deletes the account after checking `password`; once it is gone, the session ends and the device
   * forgets its copies of the account. A deletion that fails leaves both as they were.
   */
  async deleteAccount(password: string): Promise<void> {
    const user = this.#signedIn();
    if (password === "") throw new AccountActionError("wrong-password");
    await asAccountAction(() => this.#withTimeout(this.#service.deleteMine(password)));
    const ended = this.#session.end();
    // The account is gone all the same if the device cannot remove them: logged.
    await this.#device.remove(user).catch((error) => this.#logger.warn(DEVICE_COPIES_KEPT, error));
    await ended;
  }

  #signedIn(): SessionUser {
    const user = this.#session.current();
    if (user === null) throw new AccountActionError("signed-out");
    return user;
  }

  #withTimeout<T>(call: Promise<T>): Promise<T> {
    return withBackendTimeout(this.#clock, call, undefined, ACCOUNT_DATA_CALL_TIMEOUT_MS);
  }
}
