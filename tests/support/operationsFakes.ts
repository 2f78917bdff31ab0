import type { AuditEntry } from "../../domain/operations/AuditEntry";
import type { TeamRole } from "../../domain/operations/Operator";
import type { OperationsAuditLog } from "../../domain/operations/ports/OperationsAuditLog";
import type { TeamMember, TeamRoles } from "../../domain/operations/ports/TeamRoles";

/** Accounts and their roles in memory, for the domain's tests (the adapters pass the same contract). */
export class MemoryTeamRoles implements TeamRoles {
  readonly #accounts = new Map<string, TeamMember>();

  add(uid: string, email: string, roles: readonly TeamRole[] = []): this {
    this.#accounts.set(uid, { uid, email, roles });
    return this;
  }

  async byEmail(email: string): Promise<TeamMember | null> {
    const address = email.trim().toLowerCase();
    return [...this.#accounts.values()].find((account) => account.email === address) ?? null;
  }

  async setRoles(uid: string, roles: readonly TeamRole[]): Promise<void> {
    const account = this.#accounts.get(uid);
    if (account !== undefined) this.#accounts.set(uid, { ...account, roles });
  }

  async members(): Promise<readonly TeamMember[]> {
    return [...this.#accounts.values()].filter((account) => account.roles.length > 0);
  }
}

/** The audit log in memory. */
export class MemoryAuditLog implements OperationsAuditLog {
  readonly entries: AuditEntry[] = [];

  async append(entry: AuditEntry): Promise<void> {
    this.entries.push(entry);
  }

  async latest(limit: number): Promise<readonly AuditEntry[]> {
    return [...this.entries].sort((a, b) => b.at - a.at).slice(0, limit);
  }
}
