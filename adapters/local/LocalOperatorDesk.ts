import { InvalidCredentialsError } from "../../domain/account/accountErrors";
import { normalizeEmail } from "../../domain/account/schoolEmail";
import { DEMO_OPERATOR } from "../../domain/devtools/demoOperator";
import { OperationsError } from "../../domain/operations/operationsErrors";
import type { OperatorAccess, OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** Key, in the "state" store, of the operator signed in to the console on this browser. */
export const CURRENT_OPERATOR_KEY = "currentOperator";

const OPERATOR = { uid: DEMO_OPERATOR.uid, email: DEMO_OPERATOR.email };

/**
 * The operators' console on the offline backend: the demo operator (DEMO_OPERATOR) signs in, apart
 * from any student's session (and from the demo reviewer's).
 */
export class LocalOperatorDesk implements OperatorDesk {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async access(): Promise<OperatorAccess> {
    const signedIn = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<string | undefined>(transaction.objectStore("state").get(CURRENT_OPERATOR_KEY)),
    );
    return signedIn === OPERATOR.email ? { status: "operator", operator: OPERATOR } : { status: "signed-out" };
  }

  async signIn(email: string, password: string): Promise<OperatorAccess> {
    if (normalizeEmail(email) !== OPERATOR.email || password !== DEMO_OPERATOR.password) {
      throw new InvalidCredentialsError("Not the demo operator's email and password");
    }
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").put(OPERATOR.email, CURRENT_OPERATOR_KEY));
    });
    return this.access();
  }

  async signOut(): Promise<void> {
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").delete(CURRENT_OPERATOR_KEY));
    });
  }

  /** The operator signed in here, for the console's other desks; OperationsError for anyone else. */
  async operator(): Promise<{ readonly uid: string; readonly email: string }> {
    const access = await this.access();
    if (access.status !== "operator") throw new OperationsError("signed-out");
    return access.operator;
  }
}
