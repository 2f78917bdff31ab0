import { normalizeEmail } from "../account/schoolEmail";
import type { Clock } from "../shared/ports/Clock";
import type { IdSource } from "../shared/ports/IdSource";
import { type AuditEntry, PROJECT_COMMAND } from "./AuditEntry";
import type { Operator, TeamRole } from "./Operator";
import { OperationsError } from "./operationsErrors";
import type { OperationsAuditLog } from "./ports/OperationsAuditLog";
import type { TeamMember, TeamRoles } from "./ports/TeamRoles";
import { AUDIT_LOG_SHOWN } from "./teamRules";

export interface ManageTeamPorts {
  readonly roles: TeamRoles;
  readonly audit: OperationsAuditLog;
  readonly clock: Clock;
  readonly ids: IdSource;
}

/** The Team section as the system sees it: who holds which role, and the log of every change. */
export interface TeamView {
  readonly members: readonly TeamMember[];
  readonly log: readonly AuditEntry[];
}

/**
 * Operators grant and take back the team's roles by address (system side: the callable on Firebase,
 * the local backend offline). Each change is written to the audit log; asking for what is already so
 * changes nothing and logs nothing. An operator cannot take back their own operator role, so that
 * the console always keeps one operator who can act.
 */
export class ManageTeam {
  readonly #ports: ManageTeamPorts;

  constructor(ports: ManageTeamPorts) {
    this.#ports = ports;
  }

  async view(): Promise<TeamView> {
    const [members, log] = await Promise.all([this.#ports.roles.members(), this.#ports.audit.latest(AUDIT_LOG_SHOWN)]);
    return { members: [...members].sort((a, b) => a.email.localeCompare(b.email)), log };
  }

  async grant(by: Operator, email: string, role: TeamRole): Promise<TeamView> {
    await this.#change(by, email, role, true);
    return this.view();
  }

  async takeBack(by: Operator, email: string, role: TeamRole): Promise<TeamView> {
    if (role === "operator" && normalizeEmail(email) === normalizeEmail(by.email))
      throw new OperationsError("own-role");
    await this.#change(by, email, role, false);
    return this.view();
  }

  /**
   * The project's first operator (the command `npm run ops:first-operator`, with the service
   * account): refused once the project has an operator, who grants the role from the console instead.
   */
  async firstOperator(email: string): Promise<TeamMember> {
    const members = await this.#ports.roles.members();
    if (members.some((member) => member.roles.includes("operator"))) throw new OperationsError("has-operators");
    await this.#change(PROJECT_COMMAND, email, "operator", true);
    const account = await this.#ports.roles.byEmail(normalizeEmail(email));
    if (account === null) throw new OperationsError("no-account");
    return account;
  }

  async #change(by: Operator, email: string, role: TeamRole, granted: boolean): Promise<void> {
    const address = normalizeEmail(email);
    if (!isAddress(address)) throw new OperationsError("invalid");
    const account = await this.#ports.roles.byEmail(address);
    if (account === null) throw new OperationsError("no-account");
    if (account.roles.includes(role) === granted) return;
    const roles = granted ? [...account.roles, role] : account.roles.filter((held) => held !== role);
    await this.#ports.roles.setRoles(account.uid, roles);
    await this.#ports.audit.append({
      id: this.#ports.ids.newId(),
      at: this.#ports.clock.now(),
      by,
      action: { kind: granted ? "role-granted" : "role-taken-back", role, email: account.email },
    });
  }
}

/** Something shaped like an address: text, an @, a dot in the domain. */
export const isAddress = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
