import type { Logger } from "../shared/ports/Logger";

/**
 * Records a failure the student is not shown in detail (spec §8: "logged"): an image that
 * would not preload, a screen that failed to draw.
 */
export class LogFailure {
  readonly #logger: Logger;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  execute(what: string, error: unknown): void {
    this.#logger.warn(what, error);
  }
}
