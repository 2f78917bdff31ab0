import type { Operator } from "../../domain/operations/Operator";
import { OperationsError } from "../../domain/operations/operationsErrors";
import type { OperatorAccess, OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import { type LocalDatabase, requestResult } from "./LocalDatabase";
import type { LocalTeamRoles } from "./LocalTeamRoles";

/** Key, in the "state" store, of the address signed in to the operators' console on this browser. */
export const CURRENT_OPERATOR_KEY = "currentOperator";

/**
 * The operators' console on the offline backend, apart from any student's session: the demo
 * operator (DEMO_OPERATOR) signs in, or a local account an operator granted the role to, with its
 * own password. The role is read again at each call, as the functions read the claim.
 */
export class LocalOperatorDesk implements OperatorDesk {
  readonly #database: LocalDatabase;
  readonly #roles: LocalTeamRoles;

  constructor(database: LocalDatabase, roles: LocalTeamRoles) {
    this.#database = database;
    this.#roles = roles;
  }

  async access(): Promise<OperatorAccess> {
    const signedIn = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<string | undefined>(transaction.objectStore("state").get(CURRENT_OPERATOR_KEY)),
    );
    if (signedIn === undefined) return { status: "signed-out" };
    const member = await this.#roles.byEmail(signedIn);
    if (member === null) return { status: "signed-out" };
    return member.roles.includes("operator")
      ? { status: "operator", operator: { uid: member.uid, email: member.email } }
      : { status: "not-an-operator", email: member.email };
  }

  async signIn(email: string, password: string): Promise<OperatorAccess> {
    const member = await this.#roles.signIn(email, password);
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").put(member.email, CURRENT_OPERATOR_KEY));
    });
    return this.access();
  }

  async signOut(): Promise<void> {
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").delete(CURRENT_OPERATOR_KEY));
    });
  }

  /** The operator signed in here, for the console's other desks; OperationsError for anyone else. */
  async operator(): Promise<Operator> {
    const access = await this.access();
    if (access.status === "operator") return access.operator;
    throw new OperationsError(access.status === "signed-out" ? "signed-out" : "not-an-operator");
  }
}
