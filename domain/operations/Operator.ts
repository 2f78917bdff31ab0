/** Someone with the operator role, as the console and the audit log name them. */
export interface Operator {
  readonly uid: string;
  readonly email: string;
}

/** The roles operators grant and take back: running the product, and reviewing reports. */
export type TeamRole = "operator" | "trust_and_safety";

export const TEAM_ROLES: readonly TeamRole[] = ["operator", "trust_and_safety"];

export const isTeamRole = (value: unknown): value is TeamRole => TEAM_ROLES.includes(value as TeamRole);
