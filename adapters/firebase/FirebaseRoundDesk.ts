import { UndoRoundError } from "../../domain/meetups/undoRoundRules";
import { OperationsError } from "../../domain/operations/operationsErrors";
import type { RoundDesk } from "../../domain/operations/ports/RoundDesk";
import type { RoundSummary } from "../../domain/operations/roundsOverview";
import { callFunction, FunctionRefusedError } from "./callFunction";
import { ROUNDS_CALLABLE } from "./documents/roundsProtocol";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";

/**
 * The Rounds section on Firebase: the callables `roundsOverview` and `runRoundNow`, which only the
 * custom claim `operator` may call, run the domain's code with the Admin SDK.
 */
export class FirebaseRoundDesk implements RoundDesk {
  readonly #auth: FirebaseAuthCalls;
  readonly #functions: string;

  constructor(auth: FirebaseAuthCalls, functionsBaseUrl: string) {
    this.#auth = auth;
    this.#functions = functionsBaseUrl;
  }

  overview(): Promise<readonly RoundSummary[]> {
    return this.#call(ROUNDS_CALLABLE.roundsOverview, {});
  }

  async undo(dayId: string): Promise<void> {
    await this.#call(ROUNDS_CALLABLE.undoRound, { dayId });
  }

  async runNow(dayId: string): Promise<void> {
    await this.#call(ROUNDS_CALLABLE.runRoundNow, { dayId });
  }

  async #call<T>(name: string, data: unknown): Promise<T> {
    try {
      return await callFunction<T>(() => this.#auth.idToken(), this.#functions, name, data);
    } catch (error) {
      if (!(error instanceof FunctionRefusedError)) throw error;
      if (error.reason === "confirmed" || error.reason === "not-recorded") throw new UndoRoundError(error.reason);
      if (error.status === "UNAUTHENTICATED") throw new OperationsError("signed-out", { cause: error });
      if (error.status === "PERMISSION_DENIED") throw new OperationsError("not-an-operator", { cause: error });
      throw error;
    }
  }
}
