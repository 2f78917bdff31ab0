import type { DocumentReference, Firestore } from "firebase-admin/firestore";

/** Firestore takes at most this many writes in one batch or transaction. */
export const MAX_WRITES_PER_BATCH = 500;

export function chunks<T>(items: readonly T[], size: number = MAX_WRITES_PER_BATCH): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Batches committed at once: a school's round writes a thousand documents or more, and its batches
 * one after the other would each wait for the last; a few at once keep the store busy, not flooded.
 */
export const BATCHES_AT_ONCE = 4;

/** Runs `work` on each chunk of at most 500 items, BATCHES_AT_ONCE chunks at a time. */
export async function eachChunk<T>(items: readonly T[], work: (chunk: T[]) => Promise<void>): Promise<void> {
  const all = chunks(items);
  for (let start = 0; start < all.length; start += BATCHES_AT_ONCE) {
    await Promise.all(all.slice(start, start + BATCHES_AT_ONCE).map(work));
  }
}

/** Writes each document (replacing it), in batches of at most 500, a few at once (each document once: order does not matter). */
export async function setAll(
  firestore: Firestore,
  writes: readonly { readonly ref: DocumentReference; readonly data: Record<string, unknown> }[],
): Promise<void> {
  await eachChunk(writes, async (chunk) => {
    const batch = firestore.batch();
    for (const { ref, data } of chunk) batch.set(ref, data);
    await batch.commit();
  });
}

/** Firestore's ALREADY_EXISTS, from a create() of a document that is there. */
export function alreadyExists(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === 6;
}
