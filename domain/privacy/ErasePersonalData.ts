import type { AccountRecords } from "../account/ports/AccountRecords";
import type { DataSubject } from "../shared/DataSubject";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import type { Erasure, ErasureHold, PersonalDataPart } from "./PersonalDataPart";

/** What is kept for trust and safety before anything is erased (holdOnErasure): the hold, or null. */
export type HoldOnErasure = (subject: DataSubject, now: EpochMillis) => Promise<ErasureHold | null>;

/**
 * Deleting an account (system): first what trust and safety keeps of it (a hold under a key of its
 * address, when it is suspended or others blocked or reported it: holdOnErasure), then every part
 * erased in turn (personalDataParts), then the sign-in
 * account. A run that fails half-way can run again: each part erases what is left, and the account,
 * which lets the student try again, goes last. `anonymousId` is a source of fresh random tokens
 * (the ids "a former member" takes in the others' matches).
 */
export class ErasePersonalData {
  readonly #parts: readonly PersonalDataPart[];
  readonly #accounts: AccountRecords;
  readonly #clock: Clock;
  readonly #hold: HoldOnErasure;

  constructor(parts: readonly PersonalDataPart[], accounts: AccountRecords, clock: Clock, hold: HoldOnErasure) {
    this.#parts = parts;
    this.#accounts = accounts;
    this.#clock = clock;
    this.#hold = hold;
  }

  async execute(subject: DataSubject, anonymousId: () => string): Promise<void> {
    const now = this.#clock.now();
    const hold = await this.#hold(subject, now);
    const erasure: Erasure = { now, anonymousId, renamedMatches: new Map(), hold };
    for (const part of this.#parts) await part.eraseFor(subject, erasure);
    await this.#accounts.remove(subject.uid);
  }
}
