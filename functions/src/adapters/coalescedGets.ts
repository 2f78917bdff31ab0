import type { DocumentReference, DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { eachChunk } from "./batches";

/** One document asked for, and everyone waiting for it. */
interface Wanted {
  readonly ref: DocumentReference;
  readonly waiting: { resolve(snapshot: DocumentSnapshot): void; reject(error: unknown): void }[];
}

/**
 * Reads documents one at a time as far as the caller sees, but the reads asked for together (in the
 * same turn of the event loop, as a round asks for its hundreds of profiles) go out as `getAll`
 * requests of up to 500 documents, not one request each: on the emulators, most of a round's reading time.
 */
export function coalescedGets(firestore: Firestore): (ref: DocumentReference) => Promise<DocumentSnapshot> {
  let pending: Map<string, Wanted> | null = null;

  const read = async (wanted: readonly Wanted[]) => {
    await eachChunk(wanted, async (chunk) => {
      try {
        const snapshots = await firestore.getAll(...chunk.map(({ ref }) => ref));
        chunk.forEach(({ waiting }, index) => {
          for (const { resolve } of waiting) resolve(snapshots[index] as DocumentSnapshot);
        });
      } catch (error) {
        for (const { waiting } of chunk) for (const { reject } of waiting) reject(error);
      }
    });
  };

  return (ref) =>
    new Promise((resolve, reject) => {
      if (pending === null) {
        const batch = new Map<string, Wanted>();
        pending = batch;
        queueMicrotask(() => {
          pending = null;
          void read([...batch.values()]);
        });
      }
      const wanted = pending.get(ref.path) ?? { ref, waiting: [] };
      wanted.waiting.push({ resolve, reject });
      pending.set(ref.path, wanted);
    });
}
