import type { Clock } from "../shared/ports/Clock";
import { consoleCall } from "./operationsErrors";
import type { OperatorAccess, OperatorDesk } from "./ports/OperatorDesk";

/** The console's door: who is there, signing in and out; each call with a time-out and a failure in words. */
export class OperatorSignIn {
  readonly #desk: OperatorDesk;
  readonly #clock: Clock;

  constructor(desk: OperatorDesk, clock: Clock) {
    this.#desk = desk;
    this.#clock = clock;
  }

  access(): Promise<OperatorAccess> {
    return consoleCall(this.#clock, () => this.#desk.access());
  }

  signIn(email: string, password: string): Promise<OperatorAccess> {
    return consoleCall(this.#clock, () => this.#desk.signIn(email.trim(), password));
  }

  signOut(): Promise<void> {
    return consoleCall(this.#clock, () => this.#desk.signOut());
  }
}
