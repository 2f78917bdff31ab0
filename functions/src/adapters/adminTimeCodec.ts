import { Timestamp } from "firebase-admin/firestore";
import type { TimeCodec } from "../../../adapters/firebase/documents/timeCodec";

/** Times as the Admin SDK stores and reads them. */
export const ADMIN_TIME_CODEC: TimeCodec = {
  fromMillis: (millis) => Timestamp.fromMillis(millis),
  toMillis: (value) => (value instanceof Timestamp ? value.toMillis() : null),
};
