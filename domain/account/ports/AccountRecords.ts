/**
 * Sign-in accounts, as the system sees them (the system only): what an erasure removes last, and
 * where the team finds the address of a student they act on.
 */
export interface AccountRecords {
  /** The account's address; null when there is no such account (deleted already). */
  emailOf(uid: string): Promise<string | null>;
  /** Removes the sign-in account: its address and password sign in no more. Nothing happens when it is gone already. */
  remove(uid: string): Promise<void>;
}
