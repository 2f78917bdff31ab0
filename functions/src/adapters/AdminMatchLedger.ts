import { randomUUID } from "node:crypto";
import { FieldValue, type Firestore, Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS, dayPath, matchPath, roundPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { fromMatchDocument, toMatchDocument } from "../../../adapters/firebase/documents/matchDocument";
import {
  fromRecordedRound,
  toDayRoundField,
  toRecordedRound,
} from "../../../adapters/firebase/documents/roundDocuments";
import type { Match, RoundOutcome } from "../../../domain/meetups/Match";
import type { MatchLedger } from "../../../domain/ports/MatchLedger";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { alreadyExists, chunks, MAX_WRITES_PER_BATCH, setAll } from "./batches";

/**
 * A claim older than this belongs to a run that died (a function runs 9 minutes at most): another
 * run may take the round over.
 */
export const ROUND_CLAIM_EXPIRES_AFTER_MS = 10 * 60_000;

/**
 * Every match and round outcome (`matches`, `rounds`, and the students' part of an outcome in
 * `days/{dayId}`), as the system writes them.
 *
 * A round is recorded once, whatever happens: `rounds/{dayId}` is claimed in a transaction before
 * any match is written (a second run, concurrent or later, finds the claim and writes nothing); the
 * matches follow in batches of at most 500 (their ids derive from the day and the members, so a
 * run that takes over a dead one's claim rewrites the same documents, and removes the round matches
 * it would not make); a last transaction, still holding the claim, records the outcome.
 */
export class AdminMatchLedger implements MatchLedger {
  readonly #firestore: Firestore;
  /** The real time, for claims: a round run "as of" another time still claims in the present. */
  readonly #realNow: () => EpochMillis;

  constructor(firestore: Firestore, realNow: () => EpochMillis = Date.now) {
    this.#firestore = firestore;
    this.#realNow = realNow;
  }

  async recordRound(outcome: RoundOutcome, matches: readonly Match[]): Promise<boolean> {
    const claim = await this.#claim(outcome.dayId);
    if (claim === null) return false;
    if (claim.tookOver) await this.#removeRoundMatchesOtherThan(outcome.dayId, new Set(matches.map((m) => m.id)));
    await setAll(
      this.#firestore,
      matches.map((match) => ({
        ref: this.#firestore.doc(matchPath(match.id)),
        data: toMatchDocument(match, ADMIN_TIME_CODEC),
      })),
    );
    const roundRef = this.#firestore.doc(roundPath(outcome.dayId));
    return this.#firestore.runTransaction(async (transaction) => {
      const current = (await transaction.get(roundRef)).data();
      if (current?.claim_id !== claim.id) return false; // taken over meanwhile: that run records it
      transaction.set(roundRef, { ...toRecordedRound(outcome, ADMIN_TIME_CODEC), claim_id: claim.id });
      transaction.set(
        this.#firestore.doc(dayPath(outcome.dayId)),
        { day_id: outcome.dayId, round: toDayRoundField(outcome, ADMIN_TIME_CODEC) },
        { merge: true },
      );
      return true;
    });
  }

  /** Claims the day's round; null when it is recorded, or claimed by a run that is still alive. */
  async #claim(dayId: string): Promise<{ readonly id: string; readonly tookOver: boolean } | null> {
    const roundRef = this.#firestore.doc(roundPath(dayId));
    const id = randomUUID();
    return this.#firestore.runTransaction(async (transaction) => {
      const current = (await transaction.get(roundRef)).data();
      const now = this.#realNow();
      if (current?.status === "recorded") return null;
      const claimedAt = current?.claimed_at instanceof Timestamp ? current.claimed_at.toMillis() : 0;
      const claimed = current?.status === "claimed";
      if (claimed && now - claimedAt < ROUND_CLAIM_EXPIRES_AFTER_MS) return null;
      transaction.set(roundRef, {
        day_id: dayId,
        status: "claimed",
        claim_id: id,
        claimed_at: Timestamp.fromMillis(now),
      });
      return { id, tookOver: claimed };
    });
  }

  async #removeRoundMatchesOtherThan(dayId: string, keep: ReadonlySet<string>): Promise<void> {
    const snapshot = await this.#firestore.collection(COLLECTIONS.matches).where("day_id", "==", dayId).get();
    const leftovers = snapshot.docs.filter((doc) => doc.get("origin") === "round" && !keep.has(doc.id));
    for (const chunk of chunks(leftovers)) {
      const batch = this.#firestore.batch();
      for (const doc of chunk) batch.delete(doc.ref);
      await batch.commit();
    }
  }

  async findRoundOutcome(dayId: string): Promise<RoundOutcome | null> {
    const data = (await this.#firestore.doc(roundPath(dayId)).get()).data();
    return data === undefined ? null : fromRecordedRound(data, ADMIN_TIME_CODEC);
  }

  async add(matches: readonly Match[]): Promise<void> {
    for (const chunk of chunks(matches, MAX_WRITES_PER_BATCH)) {
      await Promise.all(
        chunk.map(async (match) => {
          try {
            await this.#firestore.doc(matchPath(match.id)).create(toMatchDocument(match, ADMIN_TIME_CODEC));
          } catch (error) {
            if (!alreadyExists(error)) throw error;
          }
        }),
      );
    }
  }

  async get(matchId: string): Promise<Match | null> {
    const snapshot = await this.#firestore.doc(matchPath(matchId)).get();
    const data = snapshot.data();
    return data === undefined ? null : fromMatchDocument(snapshot.id, data, ADMIN_TIME_CODEC);
  }

  /** Notices only ever grow (each is sent once), so they are added, never replaced: two runs cannot lose one. */
  async update(matchId: string, changes: Partial<Pick<Match, "contacts" | "notices">>): Promise<void> {
    const fields: Record<string, unknown> = {};
    if (changes.contacts !== undefined) fields.contacts = changes.contacts === null ? null : { ...changes.contacts };
    if (changes.notices !== undefined && changes.notices.length > 0)
      fields.notices = FieldValue.arrayUnion(...changes.notices);
    if (Object.keys(fields).length > 0) await this.#firestore.doc(matchPath(matchId)).update(fields);
  }

  async listForSchoolSince(school: string, since: EpochMillis): Promise<readonly Match[]> {
    const snapshot = await this.#firestore
      .collection(COLLECTIONS.matches)
      .where("school", "==", school)
      .where("slot", ">=", Timestamp.fromMillis(since))
      .get();
    return snapshot.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
  }

  async listForDay(dayId: string): Promise<readonly Match[]> {
    const snapshot = await this.#firestore.collection(COLLECTIONS.matches).where("day_id", "==", dayId).get();
    return snapshot.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
  }
}
