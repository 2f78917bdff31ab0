import { UndoRoundError } from "../meetups/undoRoundRules";
import type { Clock } from "../shared/ports/Clock";
import { consoleCall } from "./operationsErrors";
import type { RoundDesk } from "./ports/RoundDesk";
import type { RoundSummary } from "./roundsOverview";

/** The console's Rounds: each meal day's round, and "Run now"; each call within the backend's time-out. */
export class ManageRounds {
  readonly #desk: RoundDesk;
  readonly #clock: Clock;

  constructor(desk: RoundDesk, clock: Clock) {
    this.#desk = desk;
    this.#clock = clock;
  }

  overview(): Promise<readonly RoundSummary[]> {
    return consoleCall(this.#clock, () => this.#desk.overview());
  }

  /** Undoes the day's round nobody has confirmed, then answers the overview as it is after it. */
  undo(dayId: string): Promise<readonly RoundSummary[]> {
    return withUndoRefusals(() =>
      consoleCall(this.#clock, async () => {
        await this.#desk.undo(dayId);
        return this.#desk.overview();
      }),
    );
  }

  /** Runs the day's round, then answers the overview as it is after it. */
  runNow(dayId: string): Promise<readonly RoundSummary[]> {
    return consoleCall(this.#clock, async () => {
      await this.#desk.runNow(dayId);
      return this.#desk.overview();
    });
  }
}

/** A refusal to undo stays itself (the section words it); every other failure is the console's. */
async function withUndoRefusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Error && error.cause instanceof UndoRoundError) throw error.cause;
    throw error;
  }
}
