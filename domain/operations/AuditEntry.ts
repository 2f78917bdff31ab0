import type { EpochMillis } from "../shared/EpochMillis";
import type { Operator, TeamRole } from "./Operator";

/**
 * What an operator changed, as the audit log keeps it. Each section adds its kinds here; an entry is
 * never changed or removed once written.
 */
export type AuditAction =
  | { readonly kind: "role-granted" | "role-taken-back"; readonly role: TeamRole; readonly email: string }
  | {
      readonly kind: "place-saved" | "place-retired";
      readonly school: string;
      readonly placeId: string;
      readonly name: string;
    };

/** One change in the operators' audit log: who, when, what. `by` is "the project's command" for the first operator. */
export interface AuditEntry {
  readonly id: string;
  readonly at: EpochMillis;
  readonly by: Operator;
  readonly action: AuditAction;
}

/** Who the first operator's command writes as (it runs with the project's service account, not as a person). */
export const PROJECT_COMMAND: Operator = { uid: "", email: "the project's command (ops:first-operator)" };
