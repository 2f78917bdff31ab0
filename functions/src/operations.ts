import { HttpsError } from "firebase-functions/v2/https";
import { COLLECTIONS } from "../../adapters/firebase/documents/firestoreLayout";
import { OPERATOR_CLAIM } from "../../adapters/firebase/documents/functionsProtocol";
import { ManagePlaces } from "../../domain/operations/ManagePlaces";
import { ManageTeam } from "../../domain/operations/ManageTeam";
import { isTeamRole, type Operator, type TeamRole } from "../../domain/operations/Operator";
import { OperationsError } from "../../domain/operations/operationsErrors";
import type { PlaceDraft } from "../../domain/operations/placeRules";
import { AdminMealSchedule } from "./adapters/AdminMealSchedule";
import { AdminOperationsAuditLog } from "./adapters/AdminOperationsAuditLog";
import { AdminOptInLedger } from "./adapters/AdminOptInLedger";
import { AdminPlaceDirectory } from "./adapters/AdminPlaceDirectory";
import { AdminSchoolRoster } from "./adapters/AdminSchoolRoster";
import { AdminTeamRoles } from "./adapters/AdminTeamRoles";
import { adminApp, adminFirestore } from "./adapters/adminApp";
import { FixedClock } from "./adapters/FixedClock";

/** The caller of an operators' callable: an operator (the custom claim), as the audit log names them. */
export function requireOperatorCaller(
  auth: { readonly uid: string; readonly token: Record<string, unknown> } | undefined,
): Operator {
  if (auth === undefined) throw new HttpsError("unauthenticated", "Sign in as an operator");
  if (auth.token[OPERATOR_CLAIM] !== true) throw new HttpsError("permission-denied", "Operators only");
  return { uid: auth.uid, email: typeof auth.token.email === "string" ? auth.token.email : "" };
}

/** The operators' console's system side on the Admin SDK (the project's own, or the emulators'), at `now`. */
export function operationsSystem(now: number, projectId?: string) {
  const firestore = adminFirestore(projectId);
  const audit = new AdminOperationsAuditLog(firestore);
  const clock = new FixedClock(now);
  const ids = { newId: () => firestore.collection(COLLECTIONS.operationsAudit).doc().id };
  return {
    team: new ManageTeam({ roles: new AdminTeamRoles(adminApp(projectId)), audit, clock, ids }),
    places: new ManagePlaces({
      places: new AdminPlaceDirectory(firestore),
      roster: new AdminSchoolRoster(firestore),
      optIns: new AdminOptInLedger(firestore),
      schedule: new AdminMealSchedule(firestore),
      audit,
      clock,
      ids,
    }),
  };
}

const fieldsOf = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};

/** `{ email, role, held }`: the role to grant (held: true) or take back (held: false). */
export function readRoleChange(data: unknown): { email: string; role: TeamRole; held: boolean } {
  const { email, role, held } = fieldsOf(data);
  if (typeof email !== "string" || email.length > 320) throw new HttpsError("invalid-argument", "email is an address");
  if (!isTeamRole(role)) throw new HttpsError("invalid-argument", "role is operator or trust_and_safety");
  if (typeof held !== "boolean") throw new HttpsError("invalid-argument", "held is true (grant) or false (take back)");
  return { email, role, held };
}

/** A refusal of the console's rules, with its reason for the console to word. */
export async function withOperationsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OperationsError)) throw error;
    const code = error.reason === "not-found" || error.reason === "no-account" ? "not-found" : "failed-precondition";
    throw new HttpsError(code, error.message, { reason: error.reason });
  }
}

const text = (value: unknown, name: string): string => {
  if (typeof value !== "string" || value.length > 1000) throw new HttpsError("invalid-argument", `${name} is a text`);
  return value;
};

/** `{ school, draft: { id, name, address, meetingPoint, tables, stepFree, takesMealPlanSwipes } }`. */
export function readPlaceSave(data: unknown): { school: string; draft: PlaceDraft } {
  const { school, draft } = fieldsOf(data);
  const fields = fieldsOf(draft);
  if (fields.id !== null && typeof fields.id !== "string")
    throw new HttpsError("invalid-argument", "draft.id is a place's id or null");
  return {
    school: text(school, "school"),
    draft: {
      id: fields.id,
      name: text(fields.name, "draft.name"),
      address: text(fields.address, "draft.address"),
      meetingPoint: text(fields.meetingPoint, "draft.meetingPoint"),
      tables: text(fields.tables, "draft.tables"),
      stepFree: fields.stepFree === true,
      takesMealPlanSwipes: fields.takesMealPlanSwipes === true,
    },
  };
}

/** `{ school, placeId }`: the place to retire. */
export function readPlaceRetirement(data: unknown): { school: string; placeId: string } {
  const { school, placeId } = fieldsOf(data);
  return { school: text(school, "school"), placeId: text(placeId, "placeId") };
}
