import type { Match } from "../meetups/Match";
import type { DataSubject } from "../shared/DataSubject";
import type { EpochMillis } from "../shared/EpochMillis";

/** What the parts of one erasure share: its time, fresh anonymous ids, and the matches it renamed. */
export interface Erasure {
  readonly now: EpochMillis;
  /** A new token for each place the student held in a match (formerMemberId makes an id of it). */
  readonly anonymousId: () => string;
  /** The matches anonymised so far, by their old id (a match's id follows its members). */
  readonly renamedMatches: Map<string, Match>;
  /**
   * The hold kept for the student's address (holdOnErasure, before the parts), or null: the reports
   * about them are then kept about `as` (no account's uid) until `keptUntil` (reportsData).
   */
  readonly hold: ErasureHold | null;
}

/** What the reports about a held account name in place of its uid, and how long they are kept. */
export interface ErasureHold {
  readonly as: string;
  readonly keptUntil: EpochMillis;
}

/**
 * One kind of document that holds personal data: what of it goes into the student's download (as
 * they may see it: others only as the app showed them, never by uid), and how it is erased (removed,
 * or anonymised where others' history needs it). personalDataParts.ts lists them all.
 */
export interface PersonalDataPart {
  /** Its key in the download ("profile", "matches", …). */
  readonly name: string;
  /** What it holds about the subject, as plain JSON data (times as ISO 8601 strings). */
  exportFor(subject: DataSubject): Promise<unknown>;
  eraseFor(subject: DataSubject, erasure: Erasure): Promise<void>;
}

/** A time as the download writes it; null stays null. */
export const isoTime = (time: EpochMillis | null | undefined): string | null =>
  time === null || time === undefined ? null : new Date(time).toISOString();
