import { HttpsError } from "firebase-functions/v2/https";
import { OPERATOR_CLAIM } from "../../adapters/firebase/documents/functionsProtocol";
import { MEAL_DAY_ID_PATTERN } from "../../domain/meetups/MealDay";
import type { EpochMillis } from "../../domain/shared/EpochMillis";

/** Only an operator may run the system's jobs by hand. */
export function requireOperator(auth: { readonly token: Record<string, unknown> } | undefined): void {
  if (auth === undefined) throw new HttpsError("unauthenticated", "Sign in as an operator");
  if (auth.token[OPERATOR_CLAIM] !== true) throw new HttpsError("permission-denied", "Operators only");
}

/** What an operator asks for: a meal day (for a round) and the time to run as of (default: now). */
export interface OperatorRequest {
  readonly dayId: string | null;
  readonly asOf: EpochMillis | null;
}

export function readOperatorRequest(data: unknown): OperatorRequest {
  const fields = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const { dayId, asOf } = fields;
  if (dayId !== undefined && (typeof dayId !== "string" || !MEAL_DAY_ID_PATTERN.test(dayId))) {
    throw new HttpsError("invalid-argument", 'dayId is a meal day, "YYYY-MM-DD" or "YYYY-MM-DD-group-dinner"');
  }
  if (asOf !== undefined && (typeof asOf !== "number" || !Number.isFinite(asOf))) {
    throw new HttpsError("invalid-argument", "asOf is a time in epoch milliseconds");
  }
  return { dayId: dayId ?? null, asOf: asOf ?? null };
}
