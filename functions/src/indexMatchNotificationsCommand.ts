/**
 * Puts the matches written before the due index into it, once, after deploying it:
 * `npm run ops:index-match-notifications`, with the project's service account
 * (GOOGLE_APPLICATION_CREDENTIALS, and GCLOUD_PROJECT for its id). Each match whose meal is ahead
 * (or started less than a day ago) and has no `next_push_at` is made due now: the next run of the
 * due jobs (every 5 minutes) settles it as its trigger would have, and writes when its next
 * notification is really due. Run again, it finds nothing to index. On the emulators
 * (FIRESTORE_EMULATOR_HOST set) it works on them instead.
 */

import { FieldPath, type Firestore, Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../adapters/firebase/documents/firestoreLayout";
import { NEXT_PUSH_AT_FIELD } from "../../adapters/firebase/documents/matchDocument";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { DAY_MS } from "../../domain/shared/time";
import { adminFirestore } from "./adapters/adminApp";

/** Matches read and indexed at a time (one batch of writes each). */
const PAGE_SIZE = 500;

/** Indexes every match still to be told something that lacks the index; answers how many it indexed. */
export async function indexMatchNotifications(
  firestore: Firestore,
  now: EpochMillis,
  pageSize = PAGE_SIZE,
): Promise<number> {
  // Every notice of a match is useful only until its find-each-other window ends, well within a day of its start.
  const since = Timestamp.fromMillis(now - DAY_MS);
  let indexed = 0;
  let after: { readonly slot: Timestamp; readonly id: string } | null = null;
  for (;;) {
    let query = firestore
      .collection(COLLECTIONS.matches)
      .where("slot", ">=", since)
      .orderBy("slot")
      .orderBy(FieldPath.documentId());
    if (after !== null) query = query.startAfter(after.slot, after.id);
    const page = await query.limit(pageSize).get();
    const missing = page.docs.filter((doc) => doc.get(NEXT_PUSH_AT_FIELD) === undefined);
    if (missing.length > 0) {
      const batch = firestore.batch();
      for (const doc of missing) batch.update(doc.ref, { [NEXT_PUSH_AT_FIELD]: Timestamp.fromMillis(now) });
      await batch.commit();
      indexed += missing.length;
    }
    const last = page.docs.at(-1);
    if (page.size < pageSize || last === undefined) return indexed;
    after = { slot: last.get("slot") as Timestamp, id: last.id };
  }
}

if (require.main === module) {
  indexMatchNotifications(adminFirestore(process.env.GCLOUD_PROJECT), Date.now()).then(
    (indexed) => {
      console.info(`${indexed} ${indexed === 1 ? "match" : "matches"} put in the notifications' due index.`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
