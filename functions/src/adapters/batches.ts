import type { DocumentReference, Firestore } from "firebase-admin/firestore";

/** Firestore takes at most this many writes in one batch or transaction. */
export const MAX_WRITES_PER_BATCH = 500;

export function chunks<T>(items: readonly T[], size: number = MAX_WRITES_PER_BATCH): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Writes each document (replacing it), in batches of at most 500, one batch after the other. */
export async function setAll(
  firestore: Firestore,
  writes: readonly { readonly ref: DocumentReference; readonly data: Record<string, unknown> }[],
): Promise<void> {
  for (const chunk of chunks(writes)) {
    const batch = firestore.batch();
    for (const { ref, data } of chunk) batch.set(ref, data);
    await batch.commit();
  }
}

/** Firestore's ALREADY_EXISTS, from a create() of a document that is there. */
export function alreadyExists(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === 6;
}
