import type { OperatorAccess, OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import { OPERATOR_CLAIM } from "./documents/functionsProtocol";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";

/** The way into the operators' console on Firebase: Firebase Authentication, and the custom claim `operator`. */
export class FirebaseOperatorDesk implements OperatorDesk {
  readonly #auth: FirebaseAuthCalls;

  constructor(auth: FirebaseAuthCalls) {
    this.#auth = auth;
  }

  async access(): Promise<OperatorAccess> {
    const account = await this.#auth.current();
    if (account === null) return { status: "signed-out" };
    return account.claims[OPERATOR_CLAIM] === true
      ? { status: "operator", operator: { uid: account.uid, email: account.email } }
      : { status: "not-an-operator", email: account.email };
  }

  async signIn(email: string, password: string): Promise<OperatorAccess> {
    await this.#auth.signIn(email, password);
    return this.access();
  }

  async signOut(): Promise<void> {
    await this.#auth.signOut();
  }
}
