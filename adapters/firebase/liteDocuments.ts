import { doc, type Firestore, getDoc, serverTimestamp, updateDoc } from "firebase/firestore/lite";
import type { TimeCodec } from "./documents/timeCodec";
import { LITE_TIME_CODEC } from "./liteTimeCodec";

/**
 * The lite SDK's few document calls, lent by the backend to an adapter downloaded later
 * (FirestoreMixerStore), which then brings no Firestore code of its own: the SDK stays whole in the
 * backend's chunk (an adapter that imported it would have the bundler split the SDK's shared parts
 * into a chunk of their own, and every first call pay for the split).
 */
export interface LiteDocuments {
  readonly codec: TimeCodec;
  /** A document's fields, or null when there is none. */
  read(path: string): Promise<Record<string, unknown> | null>;
  /** Sets `field` of an existing document to the server's time. */
  stampServerTime(path: string, field: string): Promise<void>;
}

export function liteDocuments(firestore: Firestore): LiteDocuments {
  return {
    codec: LITE_TIME_CODEC,
    read: async (path) => (await getDoc(doc(firestore, path))).data() ?? null,
    stampServerTime: (path, field) => updateDoc(doc(firestore, path), { [field]: serverTimestamp() }),
  };
}
