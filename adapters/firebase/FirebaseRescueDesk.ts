import type { RescueDesk, RescueLook } from "../../domain/rescue/ports/RescueDesk";
import { isRescueFailure, RescueError } from "../../domain/rescue/rescueErrors";
import type { Standby } from "../../domain/rescue/Standby";
import type { DataSubject } from "../../domain/shared/DataSubject";
import { callFunction, FunctionRefusedError } from "./callFunction";
import { CALLABLE } from "./documents/functionsProtocol";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";

/**
 * The same-day rescue on Firebase: the callable functions `rescueLook`, `rescueStandBy`,
 * `rescueWithdraw` and `acceptRescue` run the domain's rules with the Admin SDK, for the student
 * whose ID token goes with each call (the rules let no client read or write the rescue's records).
 */
export class FirebaseRescueDesk implements RescueDesk {
  readonly #auth: FirebaseAuthCalls;
  readonly #functions: string;

  constructor(auth: FirebaseAuthCalls, functionsBaseUrl: string) {
    this.#auth = auth;
    this.#functions = functionsBaseUrl;
  }

  look(dayId: string, _student: DataSubject): Promise<RescueLook> {
    return this.#call(CALLABLE.rescueLook, { dayId });
  }

  standBy(dayId: string, _student: DataSubject): Promise<Standby> {
    return this.#call(CALLABLE.rescueStandBy, { dayId });
  }

  async withdraw(dayId: string, _student: DataSubject): Promise<void> {
    await this.#call(CALLABLE.rescueWithdraw, { dayId });
  }

  async accept(offerId: string, _student: DataSubject): Promise<string> {
    return (await this.#call<{ matchId: string }>(CALLABLE.acceptRescue, { offerId })).matchId;
  }

  async #call<T>(name: string, data: unknown): Promise<T> {
    try {
      return await callFunction<T>(() => this.#auth.idToken(), this.#functions, name, data);
    } catch (error) {
      if (!(error instanceof FunctionRefusedError)) throw error;
      if (isRescueFailure(error.reason)) throw new RescueError(error.reason, { cause: error });
      if (error.status === "UNAUTHENTICATED") throw new RescueError("signed-out", { cause: error });
      throw error;
    }
  }
}
