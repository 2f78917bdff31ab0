import type { OperatorDesk } from "../../domain/operations/ports/OperatorDesk";
import type { LocalDatabase } from "./LocalDatabase";
import { LocalOperatorDesk } from "./LocalOperatorDesk";

/** The operators' console's desks on the offline backend: the demo operator, and each section's desk. */
export interface LocalOperations {
  readonly operatorDesk: OperatorDesk;
}

export function localOperations(database: LocalDatabase): LocalOperations {
  const operatorDesk = new LocalOperatorDesk(database);
  return { operatorDesk };
}
