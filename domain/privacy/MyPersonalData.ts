import { AccountActionError, asAccountAction } from "../account/accountActionErrors";
import type { Session } from "../session/Session";
import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import type { PersonalDataService } from "./ports/PersonalDataService";
import { ACCOUNT_DATA_CALL_TIMEOUT_MS } from "./privacyRules";

/** The download as the browser saves it. */
export interface DataFile {
  readonly fileName: string;
  readonly json: string;
}

/**
 * "Download my data" and "Delete account" on the profile page. Each fails with an
 * AccountActionError whose reason the screen says in words; a deletion ends the session.
 */
export class MyPersonalData {
  readonly #service: PersonalDataService;
  readonly #session: Session;
  readonly #clock: Clock;

  constructor(service: PersonalDataService, session: Session, clock: Clock) {
    this.#service = service;
    this.#session = session;
    this.#clock = clock;
  }

  async download(): Promise<DataFile> {
    this.#signedIn();
    return asAccountAction(async () => {
      const data = await this.#withTimeout(this.#service.exportMine());
      const day = new Date(this.#clock.now()).toISOString().slice(0, 10);
      return { fileName: `strangers-data-${day}.json`, json: `${JSON.stringify(data, null, 2)}\n` };
    });
  }

  /** Deletes the account after checking `password`; the session ends once it is gone. */
  async deleteAccount(password: string): Promise<void> {
    this.#signedIn();
    if (password === "") throw new AccountActionError("wrong-password");
    await asAccountAction(() => this.#withTimeout(this.#service.deleteMine(password)));
    await this.#session.end();
  }

  #signedIn(): void {
    if (this.#session.current() === null) throw new AccountActionError("signed-out");
  }

  #withTimeout<T>(call: Promise<T>): Promise<T> {
    return withBackendTimeout(this.#clock, call, undefined, ACCOUNT_DATA_CALL_TIMEOUT_MS);
  }
}
