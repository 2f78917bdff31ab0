import type { TeamRole } from "../Operator";

/** An account and the team roles it holds. */
export interface TeamMember {
  readonly uid: string;
  readonly email: string;
  readonly roles: readonly TeamRole[];
}

/**
 * The team's roles on the accounts (system side): on Firebase the custom claims `operator` and
 * `trust_and_safety` (Admin SDK); offline, this browser's accounts.
 */
export interface TeamRoles {
  /** The account with this address (normalised), with its roles; null when no account has it. */
  byEmail(email: string): Promise<TeamMember | null>;
  /** Gives the account exactly these roles, keeping any other claim it has. */
  setRoles(uid: string, roles: readonly TeamRole[]): Promise<void>;
  /** Every account holding at least one role, by address. */
  members(): Promise<readonly TeamMember[]>;
}
