import type { MixerSummary } from "../../domain/operations/mixersOverview";
import type { MixerDesk } from "../../domain/operations/ports/MixerDesk";
import { callOperations, type OperationsCaller } from "./callOperations";
import { MIXERS_CALLABLE } from "./documents/mixersProtocol";

/**
 * The Mixers section on Firebase: the callable `mixersOverview`, which only the custom claim
 * `operator` may call, runs the domain's code with the Admin SDK.
 */
export class FirebaseMixerDesk implements MixerDesk {
  readonly #auth: OperationsCaller;
  readonly #functions: string;

  constructor(auth: OperationsCaller, functionsBaseUrl: string) {
    this.#auth = auth;
    this.#functions = functionsBaseUrl;
  }

  overview(): Promise<readonly MixerSummary[]> {
    return callOperations(this.#auth, this.#functions, MIXERS_CALLABLE.mixersOverview, {});
  }
}
