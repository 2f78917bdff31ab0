import type { Firestore } from "firebase-admin/firestore";
import { dataExportPath } from "../../../adapters/firebase/documents/firestoreLayout";
import type { DataExportLedger } from "../../../domain/privacy/ports/DataExportLedger";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/**
 * When each student last downloaded their data: `data_exports/{uid}` (`uid`, `exported_at`), which
 * no client reads or writes (firestore.rules). A download is recorded in a transaction that first
 * checks the record is still the one read, so that calls at once run one download.
 */
export class AdminDataExportLedger implements DataExportLedger {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async lastExportAt(uid: string): Promise<EpochMillis | null> {
    const snapshot = await this.#firestore.doc(dataExportPath(uid)).get();
    return snapshot.exists ? ADMIN_TIME_CODEC.toMillis(snapshot.get("exported_at")) : null;
  }

  recordExport(uid: string, previous: EpochMillis | null, at: EpochMillis): Promise<boolean> {
    const reference = this.#firestore.doc(dataExportPath(uid));
    return this.#firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(reference);
      const current = snapshot.exists ? ADMIN_TIME_CODEC.toMillis(snapshot.get("exported_at")) : null;
      if (current !== previous) return false;
      transaction.set(reference, { uid, exported_at: ADMIN_TIME_CODEC.fromMillis(at) });
      return true;
    });
  }

  async forget(uid: string): Promise<void> {
    await this.#firestore.doc(dataExportPath(uid)).delete();
  }
}
