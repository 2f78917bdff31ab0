/**
 * The project's first operator: `npm run ops:first-operator -- someone@school.edu`, with the
 * project's service account (GOOGLE_APPLICATION_CREDENTIALS, and GCLOUD_PROJECT for its id). The
 * account signs up first; it is then given the custom claim `operator`, written to the audit log as
 * done by this command. Once the project has an operator this command refuses: operators grant the
 * role in the console (/ops, Team). On the emulators (FIREBASE_AUTH_EMULATOR_HOST,
 * FIRESTORE_EMULATOR_HOST set) it works on them instead.
 */

import { OperationsError } from "../../domain/operations/operationsErrors";
import type { TeamMember } from "../../domain/operations/ports/TeamRoles";
import { operationsSystem } from "./operations";

const WHY_NOT: Partial<Record<OperationsError["reason"], string>> = {
  invalid: "That is not an email address.",
  "no-account": "No account has this address: sign up with it first, then run this again.",
  "has-operators": "The project has an operator already: they grant the role in the console (/ops, Team).",
};

export function firstOperator(email: string, projectId?: string): Promise<TeamMember> {
  return operationsSystem(Date.now(), projectId).team.firstOperator(email);
}

async function main(args: readonly string[]): Promise<number> {
  const [email] = args;
  if (email === undefined || args.length !== 1) {
    console.error("Usage: npm run ops:first-operator -- someone@school.edu");
    return 2;
  }
  try {
    const operator = await firstOperator(email, process.env.GCLOUD_PROJECT);
    console.info(`${operator.email} is the project's first operator. They sign in at /ops.`);
    return 0;
  } catch (error) {
    if (error instanceof OperationsError && WHY_NOT[error.reason] !== undefined) {
      console.error(WHY_NOT[error.reason]);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
