import { randomUUID } from "node:crypto";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../../adapters/firebase/documents/firestoreLayout";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";

/** A lease outlives the longest run of a function (9 minutes), so a dead holder's lease ends by itself. */
export const LEASE_MS = 10 * 60_000;

/**
 * Runs `work` while holding the lease `locks/{name}`, so that two runs of it never overlap. A run
 * that finds the lease held asks the holder to run once more, and returns at once: whatever it was
 * called for is then seen by the holder's next run, and no change is missed. True when this call ran it.
 */
export async function runExclusively(
  firestore: Firestore,
  name: string,
  work: () => Promise<void>,
  realNow: () => EpochMillis = Date.now,
): Promise<boolean> {
  const lease = firestore.doc(`${COLLECTIONS.locks}/${name}`);
  const holder = randomUUID();
  const acquired = await firestore.runTransaction(async (transaction) => {
    const current = (await transaction.get(lease)).data();
    const until = current?.until instanceof Timestamp ? current.until.toMillis() : 0;
    if (current !== undefined && until > realNow()) {
      transaction.update(lease, { again: true });
      return false;
    }
    transaction.set(lease, { holder, until: Timestamp.fromMillis(realNow() + LEASE_MS), again: false });
    return true;
  });
  if (!acquired) return false;
  try {
    let again = true;
    while (again) {
      await work();
      again = await firestore.runTransaction(async (transaction) => {
        const current = (await transaction.get(lease)).data();
        if (current?.holder !== holder) return false;
        if (current.again === true) {
          transaction.update(lease, { again: false, until: Timestamp.fromMillis(realNow() + LEASE_MS) });
          return true;
        }
        transaction.delete(lease);
        return false;
      });
    }
    return true;
  } catch (error) {
    await firestore.runTransaction(async (transaction) => {
      if ((await transaction.get(lease)).get("holder") === holder) transaction.delete(lease);
    });
    throw error;
  }
}
