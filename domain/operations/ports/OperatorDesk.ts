import type { Operator } from "../Operator";

/** Who is at the operators' console: an operator, someone signed in without the role, or nobody. */
export type OperatorAccess =
  | { readonly status: "operator"; readonly operator: Operator }
  | { readonly status: "not-an-operator"; readonly email: string }
  | { readonly status: "signed-out" };

/**
 * The way into the operators' console (/ops): on Firebase, Firebase Authentication and the custom
 * claim `operator`; on the offline backend, the demo operator (DEMO_OPERATOR), apart from any
 * student's session.
 */
export interface OperatorDesk {
  access(): Promise<OperatorAccess>;
  /** Signs in to the console (InvalidCredentialsError for a wrong email or password). */
  signIn(email: string, password: string): Promise<OperatorAccess>;
  signOut(): Promise<void>;
}
