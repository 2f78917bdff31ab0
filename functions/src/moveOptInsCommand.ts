/**
 * Moves the opt-ins kept before they were kept under their school, once, after deploying it:
 * `npm run ops:move-opt-ins`, with the project's service account (GOOGLE_APPLICATION_CREDENTIALS,
 * and GCLOUD_PROJECT for its id). Each `days/{dayId}/opt_ins/{uid}` moves to
 * `days/{dayId}/schools/{school}/opt_ins/{uid}` (its `school` field), in one transaction per opt-in;
 * one the student wrote again since the deploy, at its new place, stays as they wrote it. Every day's,
 * past ones too: an erasure removes a student's opt-ins at their school's place only. The outcomes'
 * counts stay as they were: the old one's share is taken out here, the new one's added by its trigger
 * (onOptInWritten). Run again, it finds nothing to move. On the emulators (FIRESTORE_EMULATOR_HOST set)
 * it works on them instead.
 */

import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, optInPath } from "../../adapters/firebase/documents/firestoreLayout";
import { fromOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { adminFirestore } from "./adapters/adminApp";
import { ADMIN_TIME_CODEC } from "./adapters/adminTimeCodec";
import { countOptInChange } from "./outcomeCounts";

/** Moves every opt-in of the old layout under its school; answers how many it moved. */
export async function moveOptInsUnderSchools(firestore: Firestore): Promise<number> {
  let moved = 0;
  // Every day, those whose document was never written too (a parent of opt-ins only).
  for (const day of await firestore.collection(COLLECTIONS.days).listDocuments()) {
    const old = await day.collection(COLLECTIONS.optIns).get();
    for (const { ref } of old.docs) {
      const data = await firestore.runTransaction(async (transaction) => {
        const current = await transaction.get(ref);
        const stored = current.data();
        if (stored === undefined) return undefined;
        const optIn = fromOptInDocument(stored, ADMIN_TIME_CODEC);
        const target = firestore.doc(optInPath(optIn.dayId, optIn.school, optIn.uid));
        if (!(await transaction.get(target)).exists) transaction.create(target, stored);
        transaction.delete(ref);
        return stored;
      });
      if (data === undefined) continue;
      await countOptInChange(firestore, data, undefined);
      moved++;
    }
  }
  return moved;
}

if (require.main === module) {
  moveOptInsUnderSchools(adminFirestore(process.env.GCLOUD_PROJECT)).then(
    (moved) => {
      console.info(`${moved} ${moved === 1 ? "opt-in" : "opt-ins"} moved under their school.`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
