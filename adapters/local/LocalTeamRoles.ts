import { InvalidCredentialsError } from "../../domain/account/accountErrors";
import { normalizeEmail } from "../../domain/account/schoolEmail";
import { DEMO_OPERATOR } from "../../domain/devtools/demoOperator";
import { DEMO_REVIEWER } from "../../domain/devtools/demoReviewer";
import type { TeamRole } from "../../domain/operations/Operator";
import type { TeamMember, TeamRoles } from "../../domain/operations/ports/TeamRoles";
import { type LocalDatabase, requestResult } from "./LocalDatabase";
import { type PasswordHash, passwordMatches } from "./passwordHash";

/** Key, in the "state" store, of the roles held: `{ [uid]: { email, roles } }`. */
export const TEAM_ROLES_KEY = "teamRoles";

type RoleRecords = Record<string, { readonly email: string; readonly roles: readonly TeamRole[] }>;

/** The demo accounts, which are no student accounts: the demo operator and the demo reviewer, with their roles. */
const DEMO_MEMBERS: RoleRecords = {
  [DEMO_OPERATOR.uid]: { email: DEMO_OPERATOR.email, roles: ["operator"] },
  [DEMO_REVIEWER.uid]: { email: DEMO_REVIEWER.email, roles: ["trust_and_safety"] },
};

/**
 * The team's roles on the offline backend: the demo operator's and the demo reviewer's, and any
 * this browser's accounts were granted, kept in its database (the custom claims' stand-in).
 */
export class LocalTeamRoles implements TeamRoles {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async byEmail(email: string): Promise<TeamMember | null> {
    const address = normalizeEmail(email);
    const records = await this.#records();
    const known = Object.entries(records).find(([, record]) => record.email === address);
    if (known !== undefined) return { uid: known[0], ...known[1] };
    const account = await this.#account(address);
    return account === undefined ? null : { uid: account.uid, email: address, roles: [] };
  }

  async setRoles(uid: string, roles: readonly TeamRole[]): Promise<void> {
    const records = await this.#records();
    const email = records[uid]?.email ?? (await this.#emailOf(uid));
    if (email === null) return;
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(
        transaction.objectStore("state").put({ ...records, [uid]: { email, roles } }, TEAM_ROLES_KEY),
      );
    });
  }

  async members(): Promise<readonly TeamMember[]> {
    return Object.entries(await this.#records())
      .filter(([, record]) => record.roles.length > 0)
      .map(([uid, record]) => ({ uid, ...record }));
  }

  /**
   * A console's sign-in: the demo account's password, or a local account's own; the member then,
   * whatever roles they hold (the console says when the role is missing).
   */
  async signIn(email: string, password: string): Promise<TeamMember> {
    const address = normalizeEmail(email);
    const demo = [DEMO_OPERATOR, DEMO_REVIEWER].find((account) => account.email === address);
    const account = demo === undefined ? await this.#account(address) : undefined;
    const matches =
      demo !== undefined
        ? password === demo.password
        : account !== undefined && (await passwordMatches(password, account.password));
    const member = matches ? await this.byEmail(address) : null;
    if (member === null) throw new InvalidCredentialsError("Wrong email or password");
    return member;
  }

  async #records(): Promise<RoleRecords> {
    const stored = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<RoleRecords | undefined>(transaction.objectStore("state").get(TEAM_ROLES_KEY)),
    );
    return { ...DEMO_MEMBERS, ...stored };
  }

  #account(address: string) {
    return this.#database.transact(["accounts"], "readonly", (transaction) =>
      requestResult<{ uid: string; password: PasswordHash } | undefined>(
        transaction.objectStore("accounts").index("email").get(address),
      ),
    );
  }

  async #emailOf(uid: string): Promise<string | null> {
    const account = await this.#database.transact(["accounts"], "readonly", (transaction) =>
      requestResult<{ email: string } | undefined>(transaction.objectStore("accounts").get(uid)),
    );
    return account?.email ?? null;
  }
}
