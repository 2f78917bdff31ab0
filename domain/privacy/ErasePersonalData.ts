import type { AccountRecords } from "../account/ports/AccountRecords";
import type { DataSubject } from "../shared/DataSubject";
import type { Clock } from "../shared/ports/Clock";
import type { Erasure, PersonalDataPart } from "./PersonalDataPart";

/**
 * Deleting an account (system): every part erased in turn (personalDataParts), then the sign-in
 * account. A run that fails half-way can run again: each part erases what is left, and the account,
 * which lets the student try again, goes last. `anonymousId` is a source of fresh random tokens
 * (the ids "a former member" takes in the others' matches).
 */
export class ErasePersonalData {
  readonly #parts: readonly PersonalDataPart[];
  readonly #accounts: AccountRecords;
  readonly #clock: Clock;

  constructor(parts: readonly PersonalDataPart[], accounts: AccountRecords, clock: Clock) {
    this.#parts = parts;
    this.#accounts = accounts;
    this.#clock = clock;
  }

  async execute(subject: DataSubject, anonymousId: () => string): Promise<void> {
    const erasure: Erasure = { now: this.#clock.now(), anonymousId, renamedMatches: new Map() };
    for (const part of this.#parts) await part.eraseFor(subject, erasure);
    await this.#accounts.remove(subject.uid);
  }
}
