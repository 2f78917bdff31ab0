import { HttpsError } from "firebase-functions/v2/https";
import { SIGN_IN_TOO_OLD, TRUST_AND_SAFETY_CLAIM } from "../../adapters/firebase/documents/functionsProtocol";
import { schoolEmailProblem } from "../../domain/account/schoolEmail";
import type { DataSubject } from "../../domain/shared/DataSubject";
import { RECENT_SIGN_IN_MAX_AGE_MINUTES } from "../../domain/shared/policyPromises";
import { MINUTE_MS, SECOND_MS } from "../../domain/shared/time";
import type { ReviewAction, Reviewer } from "../../domain/trust/Review";
import { ReviewError } from "../../domain/trust/reviewErrors";

/** What a callable function knows of its caller: their ID token's claims. */
type Caller = { readonly uid: string; readonly token: Record<string, unknown> } | undefined;

/**
 * A signed-in student acting on their own data: their uid and the address their token carries. As
 * the rules' isSchoolStudent(): the address verified, and a school's (the sign-up rule,
 * schoolEmailProblem), so that no callable answers an account the rules refuse.
 */
export function requireStudent(auth: Caller): DataSubject {
  if (auth === undefined) throw new HttpsError("unauthenticated", "Sign in first");
  const email = auth.token.email;
  if (typeof email !== "string" || auth.token.email_verified !== true || schoolEmailProblem(email) !== null) {
    throw new HttpsError("permission-denied", "A verified school (.edu) address is needed");
  }
  return { uid: auth.uid, email };
}

/**
 * A deletion needs the password typed again: the ID token's `auth_time` (when its sign-in happened,
 * in seconds) at most RECENT_SIGN_IN_MAX_AGE_MINUTES before `now`.
 */
export function requireRecentSignIn(auth: Caller, now: number): void {
  const signedInAt = auth?.token.auth_time;
  const maxAge = RECENT_SIGN_IN_MAX_AGE_MINUTES * MINUTE_MS;
  if (typeof signedInAt !== "number" || now - signedInAt * SECOND_MS > maxAge) {
    throw new HttpsError("failed-precondition", "Sign in again to delete the account", { reason: SIGN_IN_TOO_OLD });
  }
}

/** A member of the trust and safety team (the custom claim), as the audit log names them. */
export function requireReviewer(auth: Caller): Reviewer {
  if (auth === undefined) throw new HttpsError("unauthenticated", "Sign in as a member of the trust and safety team");
  if (auth.token[TRUST_AND_SAFETY_CLAIM] !== true) {
    throw new HttpsError("permission-denied", "The trust and safety team only");
  }
  return { uid: auth.uid, email: typeof auth.token.email === "string" ? auth.token.email : "" };
}

const fieldsOf = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};

export function readReportId(data: unknown): string {
  const { reportId } = fieldsOf(data);
  if (typeof reportId !== "string" || reportId === "" || reportId.length > 500 || reportId.includes("/")) {
    throw new HttpsError("invalid-argument", "reportId is a report's id");
  }
  return reportId;
}

/** `{ reportId, action: { kind, days? }, note }` as a reviewer sends it. */
export function readReviewRequest(data: unknown): { reportId: string; action: ReviewAction; note: string } {
  const fields = fieldsOf(data);
  const action = fieldsOf(fields.action);
  const note = typeof fields.note === "string" ? fields.note : "";
  const reportId = readReportId(data);
  switch (action.kind) {
    case "dismiss":
    case "warn":
    case "delete-account":
      return { reportId, action: { kind: action.kind }, note };
    case "suspend":
      return {
        reportId,
        action: { kind: "suspend", days: typeof action.days === "number" ? action.days : Number.NaN },
        note,
      };
    default:
      throw new HttpsError("invalid-argument", "action.kind is dismiss, warn, suspend or delete-account");
  }
}

/** A refusal of the domain's, as the caller reads it: its reason in `details.reason`. */
export async function withReviewErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ReviewError)) throw error;
    const code = error.reason === "not-found" ? "not-found" : "failed-precondition";
    throw new HttpsError(code, error.message, { reason: error.reason });
  }
}
