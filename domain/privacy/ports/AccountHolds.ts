import type { EpochMillis } from "../../shared/EpochMillis";

/**
 * What trust and safety keeps of a deleted account that was suspended, or that others had blocked,
 * reported or said "not again" about: under the key of its address (AddressKeys), never the address
 * or the uid. An account created again with that address inherits it (InheritAccountHold).
 */
export interface AccountHold {
  /** The address's key (AddressKeys.keyOf of the normalized address). */
  readonly key: string;
  /** When the suspension ends; null when the account was not suspended. */
  readonly suspendedUntil: EpochMillis | null;
  /** The suspension's reason as the team recorded it (a report's reason); null with no suspension. */
  readonly suspensionReason: string | null;
  /** When the hold was made (the deletion). */
  readonly heldAt: EpochMillis;
  /** Removed then (ForgetKeptReports), with the reports kept under it. */
  readonly keptUntil: EpochMillis;
}

/** `account_holds/{key}` (the system only). */
export interface AccountHolds {
  read(key: string): Promise<AccountHold | null>;
  /** Writes the hold under its key, in place of any there. */
  put(hold: AccountHold): Promise<void>;
  /** Nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** The holds whose `keptUntil` is before `time`. */
  keptUntilBefore(time: EpochMillis): Promise<readonly AccountHold[]>;
}
