import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../../adapters/firebase/documents/firestoreLayout";
import {
  fromOperationsAuditDocument,
  toOperationsAuditDocument,
} from "../../../adapters/firebase/documents/operationsAuditDocument";
import type { AuditEntry } from "../../../domain/operations/AuditEntry";
import type { OperationsAuditLog } from "../../../domain/operations/ports/OperationsAuditLog";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/** The operators' audit log in `operations_audit`: entries created, never changed. */
export class AdminOperationsAuditLog implements OperationsAuditLog {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async append(entry: AuditEntry): Promise<void> {
    await this.#firestore
      .collection(COLLECTIONS.operationsAudit)
      .doc(entry.id)
      .create(toOperationsAuditDocument(entry, ADMIN_TIME_CODEC));
  }

  async latest(limit: number): Promise<readonly AuditEntry[]> {
    const snapshot = await this.#firestore
      .collection(COLLECTIONS.operationsAudit)
      .orderBy("at", "desc")
      .limit(limit)
      .get();
    return snapshot.docs.flatMap((document) => {
      const entry = fromOperationsAuditDocument(document.id, document.data(), ADMIN_TIME_CODEC);
      return entry === null ? [] : [entry];
    });
  }
}
