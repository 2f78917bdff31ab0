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
 * device forgets what it kept of the account (DeviceCopies). The file is named after the day it was
 * made on the device's own calendar (`wallClock`): the app's clock may be skipped ahead by the
 * developer tools, but the name is for the person's file system, beside their other files.
 */
export class MyPersonalData {
  readonly #service: PersonalDataService;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #wallClock: Pick<Clock, "now">;
  readonly #device: DeviceCopies;
  readonly #logger: Logger;

  constructor(
    service: PersonalDataService,
    session: Session,
    clocks: { readonly clock: Clock; readonly wallClock: Pick<Clock, "now"> },
    device: DeviceCopies,
    logger: Logger,
  ) {
    this.#service = service;
    this.#session = session;
    this.#clock = clocks.clock;
    this.#wallClock = clocks.wallClock;
    this.#device = device;
    this.#logger = logger;
  }

  async download(): Promise<DataFile> {
    this.#signedIn();
    return asAccountAction(async () => {
      const data = await this.#withTimeout(this.#service.exportMine());
      const fileName = `strangers-data-${localDate(this.#wallClock.now())}.json`;
      return { fileName, json: `${JSON.stringify(data, null, 2)}\n` };
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

/** The day of `instant` on the device's calendar, as a file name sorts it: "2026-11-28". */
function localDate(instant: number): string {
  const date = new Date(instant);
  const twoDigits = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
