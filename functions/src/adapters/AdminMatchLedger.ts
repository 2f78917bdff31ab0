import { randomUUID } from "node:crypto";
import { type DocumentReference, FieldValue, type Firestore, Timestamp } from "firebase-admin/firestore";
import { fromContactsDocument, toContactsDocument } from "../../../adapters/firebase/documents/contactsDocument";
import {
  COLLECTIONS,
  contactsPath,
  matchPath,
  outcomePath,
  roundPath,
} from "../../../adapters/firebase/documents/firestoreLayout";
import {
  fromMatchDocument,
  keepingConversationLeavers,
  toMatchDocument,
  toMemberDocument,
  toPlaceDocument,
  toSignalDocument,
} from "../../../adapters/firebase/documents/matchDocument";
import {
  fromRecordedRound,
  fromStudentOutcomeDocument,
  toRecordedRound,
  toStudentOutcomeDocument,
} from "../../../adapters/firebase/documents/roundDocuments";
import type {
  Match,
  MatchMember,
  NoMatchReason,
  RoundOutcome,
  StudentRoundOutcome,
} from "../../../domain/meetups/Match";
import type { LateOptInLedger } from "../../../domain/meetups/ports/LateOptInLedger";
import type { MatchLedger, RoundWithdrawal, TableDetails } from "../../../domain/meetups/ports/MatchLedger";
import type { MatchRecords, RevealedContacts } from "../../../domain/meetups/ports/MatchRecords";
import type { RoundRecords } from "../../../domain/meetups/ports/RoundRecords";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { alreadyExists, chunks, MAX_WRITES_PER_BATCH, setAll } from "./batches";

/**
 * A claim older than this belongs to a run that died (a function runs 9 minutes at most): another
 * run may take the round over.
 */
export const ROUND_CLAIM_EXPIRES_AFTER_MS = 10 * 60_000;

/**
 * Every match and round outcome (`matches`, `rounds`, each student's part of an outcome in
 * `days/{dayId}/outcomes/{uid}`, and the addresses revealed to each member in
 * `matches/{matchId}/contacts/{uid}`), as the system writes them.
 *
 * A round is recorded once, whatever happens: `rounds/{dayId}` is claimed in a transaction before
 * any match is written (a second run, concurrent or later, finds the claim and writes nothing); the
 * matches and the students' outcomes follow in batches of at most 500 (their ids derive from the
 * day, the members and the students, so a run that takes over a dead one's claim rewrites the same
 * documents, and removes the round's matches and outcomes it would not make); a last transaction,
 * still holding the claim, records the outcome.
 *
 * For a student's data (download, erasure) and the team's reviews: their matches (`member_ids`
 * array-contains), the addresses revealed on a match, a match replaced by its anonymised self (in
 * one transaction, with its contacts), their outcomes (the `outcomes` collection group by `uid`),
 * and the rounds' records rewritten without them.
 *
 * The students who opted in after their day's round (an operator's Run now before the day's opt-in
 * closed) join its record in one transaction, with their matches and their parts of the outcome.
 */
export class AdminMatchLedger implements MatchLedger, MatchRecords, RoundRecords, LateOptInLedger {
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
    const results = new Map<string, StudentRoundOutcome["result"]>(Object.entries(outcome.notMatched));
    for (const match of matches) for (const uid of match.memberIds) results.set(uid, "matched");
    if (claim.tookOver) {
      await this.#removeRoundMatchesOtherThan(outcome.dayId, new Set(matches.map((m) => m.id)));
      await this.#removeOutcomesOtherThan(outcome.dayId, new Set(results.keys()));
    }
    await setAll(this.#firestore, [
      ...matches.map((match) => ({
        ref: this.#firestore.doc(matchPath(match.id)),
        data: toMatchDocument(match, ADMIN_TIME_CODEC),
      })),
      ...[...results].map(([uid, result]) => ({
        ref: this.#firestore.doc(outcomePath(outcome.dayId, uid)),
        data: toStudentOutcomeDocument(outcome, uid, result, ADMIN_TIME_CODEC),
      })),
    ]);
    const roundRef = this.#firestore.doc(roundPath(outcome.dayId));
    return this.#firestore.runTransaction(async (transaction) => {
      const current = (await transaction.get(roundRef)).data();
      if (current?.claim_id !== claim.id) return false; // taken over meanwhile: that run records it
      transaction.set(roundRef, { ...toRecordedRound(outcome, ADMIN_TIME_CODEC), claim_id: claim.id });
      return true;
    });
  }

  /** A day's late students are few (those who opted in between a Run now and the cut-off): one transaction holds them. */
  async addToRound(
    dayId: string,
    notMatched: Readonly<Record<string, NoMatchReason>>,
    matches: readonly Match[],
  ): Promise<void> {
    const roundRef = this.#firestore.doc(roundPath(dayId));
    await this.#firestore.runTransaction(async (transaction) => {
      const outcome = fromRecordedRound((await transaction.get(roundRef)).data() ?? {}, ADMIN_TIME_CODEC);
      if (outcome === null) return;
      const added: RoundOutcome = {
        ...outcome,
        matchIds: [
          ...outcome.matchIds,
          ...matches.map((match) => match.id).filter((id) => !outcome.matchIds.includes(id)),
        ],
        notMatched: { ...notMatched, ...outcome.notMatched },
      };
      transaction.update(roundRef, { match_ids: added.matchIds, not_matched: added.notMatched });
      const parts = new Map<string, StudentRoundOutcome["result"]>(
        Object.entries(notMatched).filter(([uid]) => outcome.notMatched[uid] === undefined),
      );
      for (const match of matches) {
        transaction.set(this.#firestore.doc(matchPath(match.id)), toMatchDocument(match, ADMIN_TIME_CODEC));
        for (const uid of match.memberIds) parts.set(uid, "matched");
      }
      for (const [uid, result] of parts) {
        const part = toStudentOutcomeDocument(added, uid, result, ADMIN_TIME_CODEC);
        transaction.set(this.#firestore.doc(outcomePath(dayId, uid)), part);
      }
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
    await this.#deleteAll(snapshot.docs.filter((doc) => doc.get("origin") === "round" && !keep.has(doc.id)));
  }

  async #removeOutcomesOtherThan(dayId: string, keep: ReadonlySet<string>): Promise<void> {
    const snapshot = await this.#firestore.collection(`${COLLECTIONS.days}/${dayId}/${COLLECTIONS.outcomes}`).get();
    await this.#deleteAll(snapshot.docs.filter((doc) => !keep.has(doc.id)));
  }

  async #deleteAll(documents: readonly { readonly ref: DocumentReference }[]): Promise<void> {
    for (const chunk of chunks(documents)) {
      const batch = this.#firestore.batch();
      for (const doc of chunk) batch.delete(doc.ref);
      await batch.commit();
    }
  }

  /** In one transaction, so a confirmation arriving meanwhile makes it read again (at most 500 documents: a day's round). */
  async withdrawRound(dayId: string, refuseIf: (matches: readonly Match[]) => boolean): Promise<RoundWithdrawal> {
    return this.#firestore.runTransaction(async (transaction): Promise<RoundWithdrawal> => {
      const round = await transaction.get(this.#firestore.doc(roundPath(dayId)));
      if (round.get("status") !== "recorded") return { status: "not-recorded" };
      const matchDocs = await transaction.get(
        this.#firestore.collection(COLLECTIONS.matches).where("day_id", "==", dayId),
      );
      const outcomes = await transaction.get(
        this.#firestore.collection(`${COLLECTIONS.days}/${dayId}/${COLLECTIONS.outcomes}`),
      );
      const matches = matchDocs.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
      if (refuseIf(matches)) return { status: "refused" };
      for (const doc of [round, ...matchDocs.docs, ...outcomes.docs]) transaction.delete(doc.ref);
      return { status: "withdrawn", matches };
    });
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

  /** In a transaction: two runs at once tell the table once (the second finds the place set). */
  async revealTable(matchId: string, details: TableDetails): Promise<boolean> {
    const ref = this.#firestore.doc(matchPath(matchId));
    return this.#firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists || snapshot.get("place") !== null) return false;
      const members = Object.keys(snapshot.get("members") ?? {});
      transaction.update(ref, {
        place: toPlaceDocument(details.place),
        signal: toSignalDocument(details.signal),
        ...Object.fromEntries(
          members
            .filter((uid) => details.firstNames[uid] !== undefined)
            .map((uid) => [`members.${uid}.first_name`, details.firstNames[uid]]),
        ),
      });
      return true;
    });
  }

  /** Field by field, so that the members' own answers written meanwhile stay; in a transaction, so that a member is seated once. */
  async addMembers(matchId: string, members: readonly MatchMember[]): Promise<void> {
    const ref = this.#firestore.doc(matchPath(matchId));
    await this.#firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw new Error(`No match ${matchId}`);
      const joining = members.filter((member) => snapshot.get(`members.${member.uid}`) === undefined);
      if (joining.length === 0) return;
      const memberIds = [...((snapshot.get("member_ids") as string[] | undefined) ?? []), ...joining.map((m) => m.uid)];
      transaction.update(ref, {
        member_ids: memberIds.sort(),
        ...Object.fromEntries(
          joining.map((member) => [`members.${member.uid}`, toMemberDocument(member, ADMIN_TIME_CODEC)]),
        ),
      });
    });
  }

  /** Notices only ever grow (each is sent once), so they are added, never replaced: two runs cannot lose one. */
  async addNotices(matchId: string, notices: readonly string[]): Promise<void> {
    if (notices.length === 0) return;
    await this.#firestore.doc(matchPath(matchId)).update({ notices: FieldValue.arrayUnion(...notices) });
  }

  async revealContacts(
    matchId: string,
    byRecipient: Readonly<Record<string, Readonly<Record<string, string>>>>,
  ): Promise<void> {
    await setAll(
      this.#firestore,
      Object.entries(byRecipient).map(([uid, addresses]) => ({
        ref: this.#firestore.doc(contactsPath(matchId, uid)),
        data: toContactsDocument(matchId, uid, addresses),
      })),
    );
  }

  async listForSchoolSince(school: string, since: EpochMillis): Promise<readonly Match[]> {
    const snapshot = await this.#firestore
      .collection(COLLECTIONS.matches)
      .where("school", "==", school)
      .where("slot", ">=", Timestamp.fromMillis(since))
      .get();
    return snapshot.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
  }

  async listFor(uid: string): Promise<readonly Match[]> {
    const snapshot = await this.#firestore
      .collection(COLLECTIONS.matches)
      .where("member_ids", "array-contains", uid)
      .get();
    return snapshot.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
  }

  async revealedOn(matchId: string): Promise<RevealedContacts> {
    const snapshot = await this.#firestore.collection(`${matchPath(matchId)}/${COLLECTIONS.contacts}`).get();
    return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, fromContactsDocument(doc.data())]));
  }

  async replace(oldId: string, match: Match, contacts: RevealedContacts): Promise<void> {
    const oldRef = this.#firestore.doc(matchPath(oldId));
    const oldContacts = this.#firestore.collection(`${matchPath(oldId)}/${COLLECTIONS.contacts}`);
    await this.#firestore.runTransaction(async (transaction) => {
      const [old, revealed] = await Promise.all([transaction.get(oldRef), transaction.get(oldContacts)]);
      if (!old.exists) return;
      for (const doc of revealed.docs) transaction.delete(doc.ref);
      if (oldId !== match.id) transaction.delete(oldRef);
      const document = keepingConversationLeavers(toMatchDocument(match, ADMIN_TIME_CODEC), old.data() ?? {});
      transaction.set(this.#firestore.doc(matchPath(match.id)), document);
      for (const [uid, addresses] of Object.entries(contacts)) {
        transaction.set(this.#firestore.doc(contactsPath(match.id, uid)), toContactsDocument(match.id, uid, addresses));
      }
    });
  }

  async outcomesOf(uid: string): Promise<readonly StudentRoundOutcome[]> {
    const snapshot = await this.#firestore.collectionGroup(COLLECTIONS.outcomes).where("uid", "==", uid).get();
    return snapshot.docs
      .map((doc) => fromStudentOutcomeDocument(doc.data(), ADMIN_TIME_CODEC))
      .filter((outcome): outcome is StudentRoundOutcome => outcome !== null);
  }

  async forget(dayId: string, uid: string, renamedMatches: Readonly<Record<string, string>>): Promise<void> {
    const roundRef = this.#firestore.doc(roundPath(dayId));
    await this.#firestore.runTransaction(async (transaction) => {
      const round = (await transaction.get(roundRef)).data();
      transaction.delete(this.#firestore.doc(outcomePath(dayId, uid)));
      if (round === undefined) return;
      const { [uid]: _forgotten, ...notMatched } = (round.not_matched ?? {}) as Record<string, unknown>;
      const matchIds = Array.isArray(round.match_ids) ? round.match_ids.map(String) : [];
      transaction.update(roundRef, {
        not_matched: notMatched,
        match_ids: matchIds.map((id) => renamedMatches[id] ?? id),
      });
    });
  }

  async listForDay(dayId: string): Promise<readonly Match[]> {
    const snapshot = await this.#firestore.collection(COLLECTIONS.matches).where("day_id", "==", dayId).get();
    return snapshot.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
  }
}
