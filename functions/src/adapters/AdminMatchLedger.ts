import { randomUUID } from "node:crypto";
import {
  type DocumentReference,
  FieldPath,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from "firebase-admin/firestore";
import { fromContactsDocument, toContactsDocument } from "../../../adapters/firebase/documents/contactsDocument";
import {
  COLLECTIONS,
  contactsPath,
  matchPath,
  outcomePath,
  roundPath,
  roundSchoolPath,
} from "../../../adapters/firebase/documents/firestoreLayout";
import {
  fromMatchDocument,
  keepingConversationLeavers,
  NEXT_PUSH_AT_FIELD,
  toMatchDocument,
  toMemberDocument,
  toPlaceDocument,
  toSignalDocument,
} from "../../../adapters/firebase/documents/matchDocument";
import {
  fromRecordedRound,
  fromRecordedSchoolRound,
  fromStudentOutcomeDocument,
  ROUND_FIELDS,
  type RoundRecordStatus,
  stringList,
  toRecordedSchoolRound,
  toStartedRound,
  toStudentOutcomeDocument,
} from "../../../adapters/firebase/documents/roundDocuments";
import type {
  Match,
  MatchMember,
  NoMatchReason,
  RoundOutcome,
  SchoolRoundOutcome,
  StudentRoundOutcome,
} from "../../../domain/meetups/Match";
import { activeMembers } from "../../../domain/meetups/matchStatus";
import type { LateOptInLedger } from "../../../domain/meetups/ports/LateOptInLedger";
import type { MatchLedger, RoundWithdrawal, TableDetails } from "../../../domain/meetups/ports/MatchLedger";
import type { MatchRecords, RevealedContacts } from "../../../domain/meetups/ports/MatchRecords";
import type { RoundRecords } from "../../../domain/meetups/ports/RoundRecords";
import type {
  DuePush,
  DuePushCursor,
  MatchNoticeLedger,
  NextPush,
} from "../../../domain/notifications/ports/MatchNoticeLedger";
import { sameApartFromNotices } from "../../../domain/notifications/sameApartFromNotices";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { alreadyExists, chunks, MAX_WRITES_PER_BATCH, setAll } from "./batches";

/**
 * A claim older than this belongs to a run that died (a function runs 9 minutes at most): another
 * run may take the day's round, or a school's part of it, over.
 */
export const ROUND_CLAIM_EXPIRES_AFTER_MS = 10 * 60_000;

/**
 * What may interrupt a school's round (a fault injected on the emulators): half-way, its matches
 * written and not yet recorded; or once it is recorded, before its students are told.
 */
export type RoundInterruption = (dayId: string, school: string, point: "written" | "recorded") => Promise<void>;

/**
 * Every match and round outcome (`matches`, `rounds`, each student's part of an outcome in
 * `days/{dayId}/outcomes/{uid}`, and the addresses revealed to each member in
 * `matches/{matchId}/contacts/{uid}`), as the system writes them.
 *
 * A round is recorded once, school by school, whatever happens: `rounds/{dayId}` is claimed in a
 * transaction with its plan (its schools; a second start, concurrent or later, finds the claim and
 * plans nothing). Each school's part, `rounds/{dayId}/schools/{school}`, is claimed the same way
 * before any of its matches is written (a retried or concurrent run finds it and writes nothing);
 * its matches and its students' outcomes follow in batches of at most 500 (their ids derive from
 * the day, the members and the students, so a run that takes over a dead one's claim rewrites the
 * same documents, and removes the school's round matches and outcomes it would not make); a last
 * transaction, still holding the school's claim, records it and adds it to the day's record (the
 * schools done, the counts), which is marked recorded once every school of its plan is done.
 *
 * For a student's data (download, erasure) and the team's reviews: their matches (`member_ids`
 * array-contains), the addresses revealed on a match, a match replaced by its anonymised self (in
 * one transaction, with its contacts), their outcomes (the `outcomes` collection group by `uid`),
 * and their school's round records rewritten without them.
 *
 * The students who opted in after their day's round (an operator's Run now before the day's opt-in
 * closed) join their school's record in one transaction, with their matches and their parts of the
 * outcome. An operator's undo takes a recorded round back whole (see docs/firebase.md, "What undoing
 * a round must delete").
 */
export class AdminMatchLedger implements MatchLedger, MatchNoticeLedger, MatchRecords, RoundRecords, LateOptInLedger {
  readonly #firestore: Firestore;
  /** The real time, for claims: a round run "as of" another time still claims in the present. */
  readonly #realNow: () => EpochMillis;
  /** Called once a school's matches are written, and once it is recorded: where the emulators' faults strike (faults.ts). */
  readonly #interruption: RoundInterruption | undefined;

  constructor(firestore: Firestore, realNow: () => EpochMillis = Date.now, interruption?: RoundInterruption) {
    this.#firestore = firestore;
    this.#realNow = realNow;
    this.#interruption = interruption;
  }

  /** In a transaction: of two starts at once, one finds the other's claim. */
  async startRound(dayId: string, schools: readonly string[], ranAt: EpochMillis): Promise<boolean> {
    const roundRef = this.#firestore.doc(roundPath(dayId));
    const claim = { id: randomUUID(), at: this.#realNow() };
    const started = await this.#firestore.runTransaction(async (transaction) => {
      const current = (await transaction.get(roundRef)).data();
      if (current !== undefined && !this.#claimExpired(current)) return false;
      // Taken over from a run that died: the schools it recorded stay recorded, and are not planned again.
      const done = new Set(stringList(current?.[ROUND_FIELDS.schoolsDone]));
      const record = toStartedRound(dayId, schools, ranAt, claim, ADMIN_TIME_CODEC);
      transaction.set(roundRef, current === undefined ? record : { ...current, ...record, ...this.#progress(current) });
      return schools.every((school) => done.has(school)) ? "complete" : true;
    });
    if (started === "complete") await this.#recordDayIfComplete(dayId);
    return started !== false;
  }

  async recordSchoolRound(outcome: SchoolRoundOutcome, matches: readonly Match[]): Promise<boolean> {
    const { dayId, school } = outcome;
    const claim = await this.#claimSchool(dayId, school);
    if (claim === null) return false;
    try {
      await this.#writeSchoolRound(outcome, matches, claim.tookOver);
    } catch (error) {
      await this.#release(dayId, school, claim.id);
      throw error;
    }
    const recorded = await this.#settleSchool(dayId, school, claim.id, {
      record: toRecordedSchoolRound(outcome, ADMIN_TIME_CODEC),
      matchCount: outcome.matchCount,
      notMatchedCount: Object.keys(outcome.notMatched).length,
      withoutPlace: outcome.withoutPlace,
    });
    if (recorded) await this.#recordDayIfComplete(dayId);
    if (recorded) await this.#interruption?.(dayId, school, "recorded");
    return recorded;
  }

  /** The matches and each student's outcome of one school (after a dead or interrupted run: instead of what it wrote). */
  async #writeSchoolRound(outcome: SchoolRoundOutcome, matches: readonly Match[], tookOver: boolean): Promise<void> {
    const { dayId, school } = outcome;
    const results = new Map<string, StudentRoundOutcome["result"]>(Object.entries(outcome.notMatched));
    for (const match of matches) for (const uid of match.memberIds) results.set(uid, "matched");
    if (tookOver) {
      await this.#removeRoundMatchesOtherThan(dayId, school, new Set(matches.map((m) => m.id)));
      await this.#removeOutcomesOtherThan(dayId, school, new Set(results.keys()));
    }
    await setAll(this.#firestore, [
      ...matches.map((match) => ({
        ref: this.#firestore.doc(matchPath(match.id)),
        data: toMatchDocument(match, ADMIN_TIME_CODEC),
      })),
      ...[...results].map(([uid, result]) => ({
        ref: this.#firestore.doc(outcomePath(dayId, uid)),
        data: toStudentOutcomeDocument(outcome, uid, result, ADMIN_TIME_CODEC),
      })),
    ]);
    await this.#interruption?.(dayId, school, "written");
  }

  /** A run that failed half-way lets its claim go at once, so that the retry need not wait for it to expire. */
  async #release(dayId: string, school: string, claimId: string): Promise<void> {
    const schoolRef = this.#firestore.doc(roundSchoolPath(dayId, school));
    await this.#firestore.runTransaction(async (transaction) => {
      if ((await transaction.get(schoolRef)).get("claim_id") !== claimId) return;
      transaction.update(schoolRef, { status: "interrupted" satisfies RoundRecordStatus, claim_id: null });
    });
  }

  async markSchoolTold(dayId: string, school: string, toldAt: EpochMillis): Promise<void> {
    const schoolRef = this.#firestore.doc(roundSchoolPath(dayId, school));
    await this.#firestore.runTransaction(async (transaction) => {
      const recorded = fromRecordedSchoolRound((await transaction.get(schoolRef)).data() ?? {}, ADMIN_TIME_CODEC);
      if (recorded !== null) transaction.update(schoolRef, { told_at: ADMIN_TIME_CODEC.fromMillis(toldAt) });
    });
  }

  async giveUpSchoolRound(dayId: string, school: string): Promise<boolean> {
    const claim = await this.#claimSchool(dayId, school, { evenIfHeld: true });
    if (claim === null) return false;
    // What a run that failed half-way wrote goes: nobody of the school is matched, or reads an outcome.
    await this.#removeRoundMatchesOtherThan(dayId, school, new Set());
    await this.#removeOutcomesOtherThan(dayId, school, new Set());
    const failed = await this.#settleSchool(dayId, school, claim.id, {
      record: { day_id: dayId, school, status: "failed" satisfies RoundRecordStatus },
      failed: true,
    });
    if (failed) await this.#recordDayIfComplete(dayId);
    return failed;
  }

  /**
   * Claims one school's part of the day; null when it is recorded or given up on, or claimed by a
   * run that is still alive (unless `evenIfHeld`: giving up is what the last attempt does, whoever holds it).
   */
  async #claimSchool(
    dayId: string,
    school: string,
    { evenIfHeld = false } = {},
  ): Promise<{ readonly id: string; readonly tookOver: boolean } | null> {
    const schoolRef = this.#firestore.doc(roundSchoolPath(dayId, school));
    const id = randomUUID();
    return this.#firestore.runTransaction(async (transaction) => {
      const current = (await transaction.get(schoolRef)).data();
      if (current?.status === "recorded" || current?.status === "failed") return null;
      const claimed = current?.status === "claimed";
      if (claimed && !evenIfHeld && !this.#claimExpired(current)) return null;
      const tookOver = claimed || current?.status === "interrupted";
      transaction.set(schoolRef, {
        day_id: dayId,
        school,
        status: "claimed" satisfies RoundRecordStatus,
        claim_id: id,
        claimed_at: Timestamp.fromMillis(this.#realNow()),
      });
      return { id, tookOver };
    });
  }

  /**
   * Still holding the school's claim: writes its record, and adds it to the day's (done, its
   * counts). False when another run took the claim over meanwhile: that run settles it.
   */
  async #settleSchool(
    dayId: string,
    school: string,
    claimId: string,
    settled: {
      readonly record: Record<string, unknown>;
      readonly matchCount?: number;
      readonly notMatchedCount?: number;
      readonly withoutPlace?: boolean;
      readonly failed?: boolean;
    },
  ): Promise<boolean> {
    const schoolRef = this.#firestore.doc(roundSchoolPath(dayId, school));
    const roundRef = this.#firestore.doc(roundPath(dayId));
    return this.#firestore.runTransaction(async (transaction) => {
      const current = (await transaction.get(schoolRef)).data();
      if (current?.claim_id !== claimId) return false;
      transaction.set(schoolRef, settled.record);
      transaction.set(
        roundRef,
        {
          day_id: dayId,
          // Progress keeps the day's claim alive: a round whose schools take long is not started again.
          claimed_at: Timestamp.fromMillis(this.#realNow()),
          [ROUND_FIELDS.schoolsDone]: FieldValue.arrayUnion(school),
          [ROUND_FIELDS.matchCount]: FieldValue.increment(settled.matchCount ?? 0),
          [ROUND_FIELDS.notMatchedCount]: FieldValue.increment(settled.notMatchedCount ?? 0),
          ...(settled.withoutPlace === true && {
            [ROUND_FIELDS.schoolsWithoutPlace]: FieldValue.arrayUnion(school),
          }),
          ...(settled.failed === true && { [ROUND_FIELDS.schoolsFailed]: FieldValue.arrayUnion(school) }),
        },
        { merge: true },
      );
      return true;
    });
  }

  /**
   * A day's late students at one school are few (those who opted in between a Run now and the
   * cut-off): one transaction adds them to the school's record and the day's counts.
   */
  async addToRound(
    dayId: string,
    school: string,
    notMatched: Readonly<Record<string, NoMatchReason>>,
    matches: readonly Match[],
  ): Promise<void> {
    const roundRef = this.#firestore.doc(roundPath(dayId));
    const schoolRef = this.#firestore.doc(roundSchoolPath(dayId, school));
    await this.#firestore.runTransaction(async (transaction) => {
      const [round, schoolRecord] = await Promise.all([transaction.get(roundRef), transaction.get(schoolRef)]);
      const day = fromRecordedRound(round.data() ?? {}, ADMIN_TIME_CODEC);
      if (day === null) return;
      const before = fromRecordedSchoolRound(schoolRecord.data() ?? {}, ADMIN_TIME_CODEC) ?? {
        dayId,
        school,
        ranAt: day.ranAt,
        matchCount: 0,
        notMatched: {},
        withoutPlace: false,
        toldAt: day.ranAt,
      };
      const newMatches = await this.#notYetWritten(transaction, matches);
      const newlyNotMatched = Object.entries(notMatched).filter(([uid]) => before.notMatched[uid] === undefined);
      const after: SchoolRoundOutcome = {
        ...before,
        matchCount: before.matchCount + newMatches.length,
        notMatched: { ...Object.fromEntries(newlyNotMatched), ...before.notMatched },
      };
      transaction.set(schoolRef, toRecordedSchoolRound(after, ADMIN_TIME_CODEC));
      transaction.update(roundRef, {
        [ROUND_FIELDS.matchCount]: FieldValue.increment(newMatches.length),
        [ROUND_FIELDS.notMatchedCount]: FieldValue.increment(newlyNotMatched.length),
        // A school the round had no opt-ins at joins the day's plan, done.
        [ROUND_FIELDS.schools]: FieldValue.arrayUnion(school),
        [ROUND_FIELDS.schoolsDone]: FieldValue.arrayUnion(school),
      });
      const parts = new Map<string, StudentRoundOutcome["result"]>(newlyNotMatched);
      for (const match of newMatches) {
        transaction.set(this.#firestore.doc(matchPath(match.id)), toMatchDocument(match, ADMIN_TIME_CODEC));
        for (const uid of match.memberIds) parts.set(uid, "matched");
      }
      for (const [uid, result] of parts) {
        transaction.set(
          this.#firestore.doc(outcomePath(dayId, uid)),
          toStudentOutcomeDocument(after, uid, result, ADMIN_TIME_CODEC),
        );
      }
    });
  }

  async #notYetWritten(transaction: Transaction, matches: readonly Match[]): Promise<readonly Match[]> {
    if (matches.length === 0) return [];
    const found = await transaction.getAll(...matches.map((match) => this.#firestore.doc(matchPath(match.id))));
    return matches.filter((_, index) => !found[index]?.exists);
  }

  /**
   * Only a recorded day is taken back (a school's task still running would claim its school again).
   * A transaction decides (`refuseIf` on the day's matches as they are) and marks the day
   * `withdrawing`; then, in batches, the matches with their subcollections, the students' parts and
   * the schools' records go, and `rounds/{dayId}` last. An undo that dies half-way is finished by
   * the next (a `withdrawing` day is never refused and never started again until it is gone).
   */
  async withdrawRound(dayId: string, refuseIf: (matches: readonly Match[]) => boolean): Promise<RoundWithdrawal> {
    const roundRef = this.#firestore.doc(roundPath(dayId));
    const dayMatches = this.#dayMatches(dayId);
    const decision = await this.#firestore.runTransaction(async (transaction): Promise<RoundWithdrawal> => {
      const status = (await transaction.get(roundRef)).get("status");
      if (status !== "recorded" && status !== ("withdrawing" satisfies RoundRecordStatus)) {
        return { status: "not-recorded" };
      }
      const snapshot = await transaction.get(dayMatches);
      const matches = snapshot.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
      if (status === "recorded" && refuseIf(matches)) return { status: "refused" };
      transaction.update(roundRef, { status: "withdrawing" satisfies RoundRecordStatus });
      return { status: "withdrawn", matches };
    });
    if (decision.status !== "withdrawn") return decision;
    // Each match with its contacts, locations, messages and readers: Firestore keeps a subcollection its parent lost.
    for (const match of decision.matches)
      await this.#firestore.recursiveDelete(this.#firestore.doc(matchPath(match.id)));
    const outcomes = await this.#firestore.collection(`${COLLECTIONS.days}/${dayId}/${COLLECTIONS.outcomes}`).get();
    await this.#deleteAll(outcomes.docs);
    const schools = await this.#firestore.collection(`${roundPath(dayId)}/${COLLECTIONS.roundSchools}`).get();
    await this.#deleteAll(schools.docs);
    await roundRef.delete();
    return decision;
  }

  /** The day is recorded once every school of its plan is done (recorded or given up on); whoever sees it first marks it. */
  async #recordDayIfComplete(dayId: string): Promise<void> {
    const roundRef = this.#firestore.doc(roundPath(dayId));
    await this.#firestore.runTransaction(async (transaction) => {
      const current = (await transaction.get(roundRef)).data();
      if (current === undefined || current.status !== "claimed") return;
      const done = new Set(stringList(current[ROUND_FIELDS.schoolsDone]));
      if (!stringList(current[ROUND_FIELDS.schools]).every((school) => done.has(school))) return;
      transaction.update(roundRef, { status: "recorded" satisfies RoundRecordStatus });
    });
  }

  /** What a taken-over day keeps of the run that died: the schools it did, and their counts. */
  #progress(current: Record<string, unknown>): Record<string, unknown> {
    const keep = [
      ROUND_FIELDS.schoolsDone,
      ROUND_FIELDS.schoolsFailed,
      ROUND_FIELDS.schoolsWithoutPlace,
      ROUND_FIELDS.matchCount,
      ROUND_FIELDS.notMatchedCount,
    ];
    return Object.fromEntries(
      keep.filter((field) => current[field] !== undefined).map((field) => [field, current[field]]),
    );
  }

  /** A claim older than ROUND_CLAIM_EXPIRES_AFTER_MS belongs to a run that died; a recorded day or school is never taken over. */
  #claimExpired(current: Record<string, unknown>): boolean {
    if (current.status !== "claimed") return false;
    const claimedAt = current.claimed_at instanceof Timestamp ? current.claimed_at.toMillis() : 0;
    return this.#realNow() - claimedAt >= ROUND_CLAIM_EXPIRES_AFTER_MS;
  }

  async #removeRoundMatchesOtherThan(dayId: string, school: string, keep: ReadonlySet<string>): Promise<void> {
    const snapshot = await this.#dayMatches(dayId, school).get();
    await this.#deleteAll(snapshot.docs.filter((doc) => doc.get("origin") === "round" && !keep.has(doc.id)));
  }

  async #removeOutcomesOtherThan(dayId: string, school: string, keep: ReadonlySet<string>): Promise<void> {
    const snapshot = await this.#firestore
      .collection(`${COLLECTIONS.days}/${dayId}/${COLLECTIONS.outcomes}`)
      .where("school", "==", school)
      .get();
    await this.#deleteAll(snapshot.docs.filter((doc) => !keep.has(doc.id)));
  }

  async #deleteAll(documents: readonly { readonly ref: DocumentReference }[]): Promise<void> {
    for (const chunk of chunks(documents)) {
      const batch = this.#firestore.batch();
      for (const doc of chunk) batch.delete(doc.ref);
      await batch.commit();
    }
  }

  async findRoundOutcome(dayId: string): Promise<RoundOutcome | null> {
    const data = (await this.#firestore.doc(roundPath(dayId)).get()).data();
    return data === undefined ? null : fromRecordedRound(data, ADMIN_TIME_CODEC);
  }

  async findSchoolOutcome(dayId: string, school: string): Promise<SchoolRoundOutcome | null> {
    const data = (await this.#firestore.doc(roundSchoolPath(dayId, school)).get()).data();
    return data === undefined ? null : fromRecordedSchoolRound(data, ADMIN_TIME_CODEC);
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

  async takeSeat(tableId: string, member: MatchMember, seatsAtMost: number): Promise<boolean> {
    const ref = this.#firestore.doc(matchPath(tableId));
    return this.#firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return false;
      const table = fromMatchDocument(tableId, snapshot.data() ?? {}, ADMIN_TIME_CODEC);
      if (table.members[member.uid] !== undefined) return true;
      if (activeMembers(table).length >= seatsAtMost) return false;
      transaction.update(ref, {
        member_ids: [...table.memberIds, member.uid].sort(),
        [`members.${member.uid}`]: toMemberDocument(member, ADMIN_TIME_CODEC),
      });
      return true;
    });
  }

  /** Notices only ever grow (each is sent once), so they are added, never replaced: two runs cannot lose one. */
  async addNotices(matchId: string, notices: readonly string[]): Promise<void> {
    if (notices.length === 0) return;
    await this.#firestore.doc(matchPath(matchId)).update({ notices: FieldValue.arrayUnion(...notices) });
  }

  /**
   * In a transaction: of two claims at once, the second reads the first's keys and adds none of
   * them. The due index is written only when it changes, and only while the match is as NotifyMatch read it.
   */
  async claimNotices(matchId: string, keys: readonly string[], next: NextPush): Promise<readonly string[]> {
    const ref = this.#firestore.doc(matchPath(matchId));
    return this.#firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const data = snapshot.data();
      if (data === undefined) return [];
      const current = fromMatchDocument(matchId, data, ADMIN_TIME_CODEC);
      const claimed = [...new Set(keys)].filter((key) => !current.notices.includes(key));
      const stored = data[NEXT_PUSH_AT_FIELD];
      const storedAt = stored instanceof Timestamp ? stored.toMillis() : stored === null ? null : undefined;
      const indexChanges = storedAt !== next.at && sameApartFromNotices(next.basedOn, current);
      if (claimed.length === 0 && !indexChanges) return [];
      transaction.update(ref, {
        ...(claimed.length > 0 && { notices: FieldValue.arrayUnion(...claimed) }),
        ...(indexChanges && { [NEXT_PUSH_AT_FIELD]: next.at === null ? null : Timestamp.fromMillis(next.at) }),
      });
      return claimed;
    });
  }

  /** A range on one field, ordered by it then the id: its single-field index is enough. */
  async duePushes(now: EpochMillis, limit: number, after: DuePushCursor | null): Promise<readonly DuePush[]> {
    let query = this.#firestore
      .collection(COLLECTIONS.matches)
      .where(NEXT_PUSH_AT_FIELD, "<=", Timestamp.fromMillis(now))
      .orderBy(NEXT_PUSH_AT_FIELD)
      .orderBy(FieldPath.documentId());
    if (after !== null) query = query.startAfter(Timestamp.fromMillis(after.at), after.matchId);
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((doc) => ({
      match: fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC),
      at: (doc.get(NEXT_PUSH_AT_FIELD) as Timestamp).toMillis(),
    }));
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

  /** The student's outcome names their school: their uid leaves that school's record of who was not matched. */
  async forget(dayId: string, uid: string): Promise<void> {
    const outcomeRef = this.#firestore.doc(outcomePath(dayId, uid));
    await this.#firestore.runTransaction(async (transaction) => {
      const school = (await transaction.get(outcomeRef)).get("school");
      const schoolRef = typeof school === "string" ? this.#firestore.doc(roundSchoolPath(dayId, school)) : null;
      const record = schoolRef === null ? undefined : (await transaction.get(schoolRef)).data();
      transaction.delete(outcomeRef);
      if (schoolRef !== null && record?.not_matched?.[uid] !== undefined) {
        transaction.update(schoolRef, { [`not_matched.${uid}`]: FieldValue.delete() });
      }
    });
  }

  async listForDay(dayId: string, school?: string): Promise<readonly Match[]> {
    const snapshot = await this.#dayMatches(dayId, school).get();
    return snapshot.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
  }

  async listForSlot(dayId: string, school: string, slot: EpochMillis): Promise<readonly Match[]> {
    const snapshot = await this.#dayMatches(dayId, school).where("slot", "==", Timestamp.fromMillis(slot)).get();
    return snapshot.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
  }

  /** Equalities only: Firestore merges the single-field indexes, no composite index needed. */
  #dayMatches(dayId: string, school?: string) {
    const day = this.#firestore.collection(COLLECTIONS.matches).where("day_id", "==", dayId);
    return school === undefined ? day : day.where("school", "==", school);
  }
}
