import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { matchPath } from "../../../adapters/firebase/documents/firestoreLayout";
import type { LocationShareLedger, SharedLocation } from "../../../domain/location/ports/LocationShareLedger";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { chunks } from "./batches";

/** The collection (a match's subcollection) of the positions shared on the colour screen. */
export const LOCATIONS = "locations";
const locationPath = (matchId: string, uid: string) => `${matchPath(matchId)}/${LOCATIONS}/${uid}`;

/**
 * The shared positions (`matches/{matchId}/locations/{uid}`) as the system sees them: one member's,
 * for their download and deletion; those whose window has ended, a page at a time, through the
 * collection group (firestore.indexes.json: `expires_at`), for the clean-up.
 */
export class AdminLocationShareLedger implements LocationShareLedger {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async find(matchId: string, uid: string): Promise<SharedLocation | null> {
    const snapshot = await this.#firestore.doc(locationPath(matchId, uid)).get();
    if (!snapshot.exists) return null;
    return {
      matchId,
      uid,
      position: {
        latitudeSteps: Number(snapshot.get("latitude_steps")),
        longitudeSteps: Number(snapshot.get("longitude_steps")),
      },
      sharedAt: millisOf(snapshot.get("shared_at")),
      expiresAt: millisOf(snapshot.get("expires_at")),
    };
  }

  async remove(matchId: string, uid: string): Promise<void> {
    await this.#firestore.doc(locationPath(matchId, uid)).delete();
  }

  async deleteEnded(now: EpochMillis, limit: number): Promise<number> {
    const ended = await this.#firestore
      .collectionGroup(LOCATIONS)
      .where("expires_at", "<=", Timestamp.fromMillis(now))
      .orderBy("expires_at")
      .limit(limit)
      .get();
    for (const chunk of chunks(ended.docs)) {
      const batch = this.#firestore.batch();
      for (const document of chunk) batch.delete(document.ref);
      await batch.commit();
    }
    return ended.size;
  }
}

function millisOf(value: unknown): EpochMillis {
  return value instanceof Timestamp ? value.toMillis() : 0;
}
