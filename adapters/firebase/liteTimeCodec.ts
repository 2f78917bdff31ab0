import { Timestamp } from "firebase/firestore/lite";
import type { TimeCodec } from "./documents/timeCodec";

/** Times as the web SDK (Firestore lite) stores and reads them. */
export const LITE_TIME_CODEC: TimeCodec = {
  fromMillis: (millis) => Timestamp.fromMillis(millis),
  toMillis: (value) => (value instanceof Timestamp ? value.toMillis() : null),
};
