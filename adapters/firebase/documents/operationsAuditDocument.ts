import type { AuditAction, AuditEntry } from "../../../domain/operations/AuditEntry";
import { isTeamRole } from "../../../domain/operations/Operator";
import { millisOr, type TimeCodec } from "./timeCodec";

/**
 * `operations_audit/{entryId}`: one change made by an operator, as the functions append it
 * (`{ at, by_uid, by_email, action: { kind, … } }`). The rules let operators read it and nobody write it.
 */
export function toOperationsAuditDocument(entry: AuditEntry, codec: TimeCodec): Record<string, unknown> {
  return { at: codec.fromMillis(entry.at), by_uid: entry.by.uid, by_email: entry.by.email, action: entry.action };
}

export function fromOperationsAuditDocument(
  id: string,
  data: Record<string, unknown>,
  codec: TimeCodec,
): AuditEntry | null {
  const action = actionOf(data.action);
  if (action === null) return null;
  return {
    id,
    at: millisOr(codec, data.at, 0),
    by: { uid: String(data.by_uid ?? ""), email: String(data.by_email ?? "") },
    action,
  };
}

/** An action as written; null for one this code does not know (a newer version's kind). */
function actionOf(value: unknown): AuditAction | null {
  if (typeof value !== "object" || value === null) return null;
  const action = value as Record<string, unknown>;
  switch (action.kind) {
    case "role-granted":
    case "role-taken-back":
      return isTeamRole(action.role)
        ? { kind: action.kind, role: action.role, email: String(action.email ?? "") }
        : null;
    case "place-saved":
    case "place-retired":
      return {
        kind: action.kind,
        school: String(action.school ?? ""),
        placeId: String(action.placeId ?? ""),
        name: String(action.name ?? ""),
      };
    default:
      return null;
  }
}
