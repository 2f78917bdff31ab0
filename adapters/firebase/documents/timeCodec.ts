import type { EpochMillis } from "../../../domain/shared/EpochMillis";

/**
 * How one Firestore SDK writes and reads a point in time: the web SDK and the Admin SDK each have
 * their own Timestamp class, and the documents of this folder are shared by both.
 */
export interface TimeCodec {
  /** The SDK's Timestamp for an instant. */
  fromMillis(millis: EpochMillis): unknown;
  /** The instant of a stored Timestamp; null for anything else (a missing or hand-typed field). */
  toMillis(value: unknown): EpochMillis | null;
}

/** The instant of a stored Timestamp, or `fallback` for anything else. */
export function millisOr(codec: TimeCodec, value: unknown, fallback: EpochMillis): EpochMillis {
  return codec.toMillis(value) ?? fallback;
}

/** Stored Timestamps, in order, leaving out anything that is not one. */
export function millisList(codec: TimeCodec, value: unknown): EpochMillis[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => codec.toMillis(item)).filter((millis): millis is EpochMillis => millis !== null);
}

/** A time or null, as stored. */
export function optionalTime(codec: TimeCodec, millis: EpochMillis | null): unknown {
  return millis === null ? null : codec.fromMillis(millis);
}
