import type { Firestore } from "firebase-admin/firestore";
import { accountHoldPath, COLLECTIONS } from "../../../adapters/firebase/documents/firestoreLayout";
import type { AccountHold, AccountHolds } from "../../../domain/privacy/ports/AccountHolds";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/**
 * `account_holds/{key}` (`suspended_until`, `suspension_reason`, `held_at`, `kept_until`): what
 * trust and safety keeps of a deleted account, under the key of its address; no client reads or
 * writes it (firestore.rules).
 */
export class AdminAccountHolds implements AccountHolds {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async read(key: string): Promise<AccountHold | null> {
    const snapshot = await this.#firestore.doc(accountHoldPath(key)).get();
    const data = snapshot.data();
    return data === undefined ? null : fromHoldDocument(key, data);
  }

  async put(hold: AccountHold): Promise<void> {
    await this.#firestore.doc(accountHoldPath(hold.key)).set({
      suspended_until: hold.suspendedUntil === null ? null : ADMIN_TIME_CODEC.fromMillis(hold.suspendedUntil),
      suspension_reason: hold.suspensionReason,
      held_at: ADMIN_TIME_CODEC.fromMillis(hold.heldAt),
      kept_until: ADMIN_TIME_CODEC.fromMillis(hold.keptUntil),
    });
  }

  async remove(key: string): Promise<void> {
    await this.#firestore.doc(accountHoldPath(key)).delete();
  }

  async keptUntilBefore(time: EpochMillis): Promise<readonly AccountHold[]> {
    const snapshot = await this.#firestore
      .collection(COLLECTIONS.accountHolds)
      .where("kept_until", "<", ADMIN_TIME_CODEC.fromMillis(time))
      .get();
    return snapshot.docs.map((document) => fromHoldDocument(document.id, document.data()));
  }
}

function fromHoldDocument(key: string, data: Record<string, unknown>): AccountHold {
  const reason = data.suspension_reason;
  return {
    key,
    suspendedUntil: ADMIN_TIME_CODEC.toMillis(data.suspended_until),
    suspensionReason: typeof reason === "string" ? reason : null,
    heldAt: ADMIN_TIME_CODEC.toMillis(data.held_at) ?? 0,
    keptUntil: ADMIN_TIME_CODEC.toMillis(data.kept_until) ?? 0,
  };
}
