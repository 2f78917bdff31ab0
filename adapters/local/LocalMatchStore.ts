import {
  type Match,
  type MatchMember,
  type NoMatchReason,
  type RoundOutcome,
  type SchoolRoundOutcome,
  type StudentRoundOutcome,
  studentOutcomeOf,
} from "../../domain/meetups/Match";
import { activeMembers } from "../../domain/meetups/matchStatus";
import type { LateOptInLedger } from "../../domain/meetups/ports/LateOptInLedger";
import type { MatchFeed } from "../../domain/meetups/ports/MatchFeed";
import type { MatchLedger, RoundWithdrawal, TableDetails } from "../../domain/meetups/ports/MatchLedger";
import type { MatchRecords, RevealedContacts } from "../../domain/meetups/ports/MatchRecords";
import type { MatchStore, MemberAnswers } from "../../domain/meetups/ports/MatchStore";
import type { RoundRecords } from "../../domain/meetups/ports/RoundRecords";
import type {
  DuePush,
  DuePushCursor,
  MatchNoticeLedger,
  NextPush,
} from "../../domain/notifications/ports/MatchNoticeLedger";
import { sameApartFromNotices } from "../../domain/notifications/sameApartFromNotices";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import type { LocalChangeSignal } from "./LocalChangeSignal";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** The addresses revealed to one member of a match (the offline `matches/{id}/contacts/{uid}`). */
interface ContactsRecord {
  readonly matchId: string;
  readonly uid: string;
  readonly addresses: Readonly<Record<string, string>>;
}

/** The keys of every member's record of addresses on a match (contacts are keyed [matchId, uid]). */
const contactsOfMatch = (matchId: string) => IDBKeyRange.bound([matchId, ""], [matchId, "\uffff"]);

/**
 * One school's part of a day's round offline: its outcome and its matches' ids, or given up on. A
 * school recorded before `toldAt` was kept has none: its students were told as it was recorded.
 */
type LocalSchoolRound =
  | (Omit<SchoolRoundOutcome, "toldAt"> & {
      readonly toldAt?: EpochMillis | null;
      readonly matchIds: readonly string[];
    })
  | { readonly failed: true };

/** The offline `rounds/{dayId}` with its schools in it (IndexedDB has no size limit to keep under). */
interface LocalRound {
  readonly dayId: string;
  readonly ranAt: EpochMillis;
  readonly status: "started" | "recorded";
  /** The schools the round was started over. */
  readonly plan: readonly string[];
  readonly schools: Readonly<Record<string, LocalSchoolRound>>;
  /** The students whose part of the round was erased with their account. */
  readonly forgotten?: readonly string[];
}

/** A round recorded before rounds went school by school: the whole day in one outcome. */
interface LegacyRound {
  readonly dayId: string;
  readonly ranAt: EpochMillis;
  readonly matchIds: readonly string[];
  readonly notMatched: SchoolRoundOutcome["notMatched"];
  readonly schoolsWithoutPlace: readonly string[];
}

/** A legacy round reads as one recorded "school" that stands for every school (the uids are unique anyway). */
const EVERY_SCHOOL = "*";

function asLocalRound(stored: LocalRound | LegacyRound): LocalRound {
  if ("status" in stored) return stored;
  const whole = { ...stored, school: EVERY_SCHOOL, matchCount: stored.matchIds.length, withoutPlace: false };
  return { dayId: stored.dayId, ranAt: stored.ranAt, status: "recorded", plan: [], schools: { [EVERY_SCHOOL]: whole } };
}

const recordedSchools = (round: LocalRound) =>
  Object.values(round.schools).filter(
    (school): school is Exclude<LocalSchoolRound, { failed: true }> => !("failed" in school),
  );

/**
 * Key, in the "state" store, of the matches' due index (NotifyMatch's): when each match's next
 * notification may be due, by match id; null when nothing is left to tell. A match it does not
 * list yet (one written before the index) is due at once: its first run lists it.
 */
const PUSH_DUE_KEY = "match-push-due";
type PushDueIndex = Readonly<Record<string, EpochMillis | null>>;

/** What LocalChangeSignal carries when one of a student's matches changed. */
const matchesOf = (uid: string) => `matches-of:${uid}`;

/**
 * Matches and round outcomes in IndexedDB: the offline stand-in for Firestore `matches`, `rounds`
 * and what each student reads of them, for the students and for the system alike. A student is
 * given what the Firebase rules give them: a match of theirs (another's reads as none), their own
 * part of a round, the addresses revealed to them. The system also finds a student's share of them
 * (MatchRecords, RoundRecords: their data's download and erasure). Every write tells every tab of
 * the site, for each member of the matches it wrote (LocalChangeSignal): the MatchFeed.
 */
export class LocalMatchStore
  implements MatchStore, MatchLedger, MatchNoticeLedger, LateOptInLedger, MatchRecords, RoundRecords, MatchFeed
{
  readonly #database: LocalDatabase;
  readonly #signal: LocalChangeSignal;

  constructor(database: LocalDatabase, signal: LocalChangeSignal) {
    this.#database = database;
    this.#signal = signal;
  }

  /**
   * The offline backend trusts the app's session for who is signed in, and nothing is fetched: it
   * never fails (`_onError` is never called).
   */
  follow(uid: string, onChange: () => void, _onError?: (error: unknown) => void): Unsubscribe {
    let stopped = false;
    queueMicrotask(() => {
      if (!stopped) onChange();
    });
    const stopListening = this.#signal.listen((topic) => {
      if (!stopped && topic === matchesOf(uid)) onChange();
    });
    return () => {
      stopped = true;
      stopListening();
    };
  }

  async startRound(dayId: string, schools: readonly string[], ranAt: EpochMillis): Promise<boolean> {
    return this.#database.transact(["rounds"], "readwrite", async (transaction) => {
      const rounds = transaction.objectStore("rounds");
      if ((await requestResult(rounds.getKey(dayId))) !== undefined) return false;
      const status = schools.length === 0 ? "recorded" : "started";
      await requestResult(
        rounds.add({ dayId, ranAt, status, plan: [...schools].sort(), schools: {} } satisfies LocalRound),
      );
      return true;
    });
  }

  async recordSchoolRound(outcome: SchoolRoundOutcome, matches: readonly Match[]): Promise<boolean> {
    const matchIds = matches.map((match) => match.id);
    const recorded = await this.#settleSchool(
      outcome.dayId,
      outcome.school,
      { ...outcome, matchIds },
      async (transaction) => {
        for (const match of matches) await requestResult(transaction.objectStore("matches").put(match));
      },
    );
    if (recorded) this.#tell(matches.flatMap((match) => match.memberIds));
    return recorded;
  }

  async giveUpSchoolRound(dayId: string, school: string): Promise<boolean> {
    return this.#settleSchool(dayId, school, { failed: true }, async () => {});
  }

  /** Adds a school to its started day, once; the day is recorded with the last school of its plan. */
  async #settleSchool(
    dayId: string,
    school: string,
    settled: LocalSchoolRound,
    write: (transaction: IDBTransaction) => Promise<void>,
  ): Promise<boolean> {
    return this.#database.transact(["rounds", "matches"], "readwrite", async (transaction) => {
      const rounds = transaction.objectStore("rounds");
      const stored = await requestResult<LocalRound | LegacyRound | undefined>(rounds.get(dayId));
      if (stored === undefined) return false;
      const round = asLocalRound(stored);
      if (round.status !== "started" || round.schools[school] !== undefined) return false;
      const schools = { ...round.schools, [school]: settled };
      const done = round.plan.every((planned) => schools[planned] !== undefined);
      await write(transaction);
      await requestResult(
        rounds.put({ ...round, schools, status: done ? "recorded" : "started" } satisfies LocalRound),
      );
      return true;
    });
  }

  async addToRound(
    dayId: string,
    school: string,
    notMatched: Readonly<Record<string, NoMatchReason>>,
    matches: readonly Match[],
  ): Promise<void> {
    const added = await this.#database.transact(["rounds", "matches"], "readwrite", async (transaction) => {
      const rounds = transaction.objectStore("rounds");
      const stored = await requestResult<LocalRound | LegacyRound | undefined>(rounds.get(dayId));
      if (stored === undefined) return false;
      const round = asLocalRound(stored);
      if (round.status !== "recorded") return false;
      const key =
        round.schools[school] === undefined && round.schools[EVERY_SCHOOL] !== undefined ? EVERY_SCHOOL : school;
      const found = round.schools[key];
      const before =
        found === undefined || "failed" in found
          ? { dayId, school: key, ranAt: round.ranAt, matchCount: 0, notMatched: {}, withoutPlace: false, matchIds: [] }
          : found;
      const newIds = matches.map((match) => match.id).filter((id) => !before.matchIds.includes(id));
      const after: LocalSchoolRound = {
        ...before,
        matchIds: [...before.matchIds, ...newIds],
        matchCount: before.matchCount + newIds.length,
        notMatched: { ...notMatched, ...before.notMatched },
      };
      await requestResult(rounds.put({ ...round, schools: { ...round.schools, [key]: after } } satisfies LocalRound));
      for (const match of matches) await requestResult(transaction.objectStore("matches").put(match));
      return true;
    });
    if (added) this.#tell([...Object.keys(notMatched), ...matches.flatMap((match) => match.memberIds)]);
  }

  async #findRound(dayId: string): Promise<LocalRound | null> {
    const stored = await this.#database.transact(["rounds"], "readonly", (transaction) =>
      requestResult<LocalRound | LegacyRound | undefined>(transaction.objectStore("rounds").get(dayId)),
    );
    return stored === undefined ? null : asLocalRound(stored);
  }

  async findRoundOutcome(dayId: string): Promise<RoundOutcome | null> {
    const round = await this.#findRound(dayId);
    if (round === null || round.status !== "recorded") return null;
    const recorded = recordedSchools(round).filter((school) => school.school !== EVERY_SCHOOL);
    return {
      dayId,
      ranAt: round.ranAt,
      schools: recorded.map((school) => school.school).sort(),
      matchCount: recordedSchools(round).reduce((sum, school) => sum + school.matchCount, 0),
      notMatchedCount: recordedSchools(round).reduce((sum, school) => sum + Object.keys(school.notMatched).length, 0),
      schoolsWithoutPlace: recorded
        .filter((school) => school.withoutPlace)
        .map((school) => school.school)
        .sort(),
      schoolsFailed: Object.entries(round.schools)
        .filter(([, school]) => "failed" in school)
        .map(([name]) => name)
        .sort(),
    };
  }

  async findSchoolOutcome(dayId: string, school: string): Promise<SchoolRoundOutcome | null> {
    const round = await this.#findRound(dayId);
    const found = round?.schools[school] ?? round?.schools[EVERY_SCHOOL];
    if (found === undefined || "failed" in found) return null;
    const { matchIds: _ids, ...outcome } = found;
    return { ...outcome, toldAt: outcome.toldAt === undefined ? outcome.ranAt : outcome.toldAt };
  }

  async markSchoolTold(dayId: string, school: string, toldAt: EpochMillis): Promise<void> {
    await this.#database.transact(["rounds"], "readwrite", async (transaction) => {
      const rounds = transaction.objectStore("rounds");
      const stored = await requestResult<LocalRound | LegacyRound | undefined>(rounds.get(dayId));
      const found = stored === undefined ? undefined : asLocalRound(stored).schools[school];
      if (stored === undefined || found === undefined || "failed" in found) return;
      const round = asLocalRound(stored);
      await requestResult(rounds.put({ ...round, schools: { ...round.schools, [school]: { ...found, toldAt } } }));
    });
  }

  async findMyOutcome(dayId: string, uid: string): Promise<StudentRoundOutcome | null> {
    const round = await this.#findRound(dayId);
    if (round === null) return null;
    const mine = new Set((await this.listForStudent(uid)).map((match) => match.id));
    return ownOutcome(round, uid, mine);
  }

  async add(matches: readonly Match[]): Promise<void> {
    await this.#database.transact(["matches"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("matches");
      for (const match of matches) {
        if ((await requestResult(store.getKey(match.id))) === undefined) await requestResult(store.add(match));
      }
    });
    this.#tell(matches.flatMap((match) => match.memberIds));
  }

  async find(matchId: string, uid: string): Promise<Match | null> {
    const match = await this.get(matchId);
    return match?.memberIds.includes(uid) === true ? match : null;
  }

  async get(matchId: string): Promise<Match | null> {
    const match = await this.#database.transact(["matches"], "readonly", (transaction) =>
      requestResult<Match | undefined>(transaction.objectStore("matches").get(matchId)),
    );
    return match ?? null;
  }

  async answer(matchId: string, uid: string, answers: MemberAnswers): Promise<void> {
    await this.#change(matchId, (match) => {
      const member = match.members[uid];
      if (member === undefined) throw new Error(`${uid} is not a member of ${matchId}`);
      return { ...match, members: { ...match.members, [uid]: { ...member, ...answers } } };
    });
  }

  async revealTable(matchId: string, details: TableDetails): Promise<boolean> {
    if ((await this.get(matchId)) === null) return false;
    let told = false;
    await this.#change(matchId, (match) => {
      if (match.place !== null) return match;
      told = true;
      const members = Object.fromEntries(
        Object.entries(match.members).map(([uid, member]) => [
          uid,
          { ...member, firstName: details.firstNames[uid] ?? member.firstName },
        ]),
      );
      return { ...match, place: details.place, signal: details.signal, members };
    });
    return told;
  }

  async addMembers(matchId: string, members: readonly MatchMember[]): Promise<void> {
    await this.#change(matchId, (match) => {
      const joining = members.filter((member) => match.members[member.uid] === undefined);
      return {
        ...match,
        memberIds: [...match.memberIds, ...joining.map((member) => member.uid)].sort(),
        members: { ...match.members, ...Object.fromEntries(joining.map((member) => [member.uid, member])) },
      };
    });
  }

  async takeSeat(tableId: string, member: MatchMember, seatsAtMost: number): Promise<boolean> {
    const seated = await this.#database.transact(["matches"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("matches");
      const table = await requestResult<Match | undefined>(store.get(tableId));
      if (table === undefined) return null;
      if (table.members[member.uid] !== undefined) return table;
      if (activeMembers(table).length >= seatsAtMost) return null;
      await requestResult(
        store.put({
          ...table,
          memberIds: [...table.memberIds, member.uid].sort(),
          members: { ...table.members, [member.uid]: member },
        }),
      );
      return table;
    });
    if (seated !== null) this.#tell([...seated.memberIds, member.uid]);
    return seated !== null;
  }

  async addNotices(matchId: string, notices: readonly string[]): Promise<void> {
    await this.#change(matchId, (match) => ({ ...match, notices: [...new Set([...match.notices, ...notices])] }));
  }

  /** In one IndexedDB transaction over the match and the due index: of two claims at once, the second finds the first's keys. */
  async claimNotices(matchId: string, keys: readonly string[], next: NextPush): Promise<readonly string[]> {
    const claimed = await this.#database.transact(["matches", "state"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("matches");
      const state = transaction.objectStore("state");
      const match = await requestResult<Match | undefined>(store.get(matchId));
      if (match === undefined) return [];
      const added = [...new Set(keys)].filter((key) => !match.notices.includes(key));
      if (added.length > 0) await requestResult(store.put({ ...match, notices: [...match.notices, ...added] }));
      const index = (await requestResult<PushDueIndex | undefined>(state.get(PUSH_DUE_KEY))) ?? {};
      if (index[matchId] !== next.at && sameApartFromNotices(next.basedOn, match)) {
        await requestResult(state.put({ ...index, [matchId]: next.at }, PUSH_DUE_KEY));
      }
      return added;
    });
    if (claimed.length > 0) this.#tell((await this.get(matchId))?.memberIds ?? []);
    return claimed;
  }

  /** One browser's matches: a scan of them against the index. */
  async duePushes(now: EpochMillis, limit: number, after: DuePushCursor | null): Promise<readonly DuePush[]> {
    const [matches, index] = await this.#database.transact(["matches", "state"], "readonly", (transaction) =>
      Promise.all([
        requestResult<Match[]>(transaction.objectStore("matches").getAll()),
        requestResult<PushDueIndex | undefined>(transaction.objectStore("state").get(PUSH_DUE_KEY)),
      ]),
    );
    const isAfter = (push: DuePush) =>
      after === null || push.at > after.at || (push.at === after.at && push.match.id > after.matchId);
    return matches
      .map((match) => ({ match, at: index?.[match.id] === undefined ? 0 : (index[match.id] ?? null) }))
      .filter((push): push is DuePush => push.at !== null && push.at <= now)
      .filter(isAfter)
      .sort((a, b) => a.at - b.at || (a.match.id < b.match.id ? -1 : 1))
      .slice(0, limit);
  }

  async revealContacts(
    matchId: string,
    byRecipient: Readonly<Record<string, Readonly<Record<string, string>>>>,
  ): Promise<void> {
    await this.#database.transact(["contacts"], "readwrite", async (transaction) => {
      for (const [uid, addresses] of Object.entries(byRecipient)) {
        const record: ContactsRecord = { matchId, uid, addresses: { ...addresses } };
        await requestResult(transaction.objectStore("contacts").put(record));
      }
    });
    this.#tell(Object.keys(byRecipient));
  }

  async contactsOf(matchId: string, uid: string): Promise<Readonly<Record<string, string>>> {
    const record = await this.#database.transact(["contacts"], "readonly", (transaction) =>
      requestResult<ContactsRecord | undefined>(transaction.objectStore("contacts").get([matchId, uid])),
    );
    return record?.addresses ?? {};
  }

  async listForStudent(uid: string): Promise<readonly Match[]> {
    const matches = await this.#database.transact(["matches"], "readonly", (transaction) =>
      requestResult<Match[]>(transaction.objectStore("matches").index("memberIds").getAll(uid)),
    );
    return matches.sort((a, b) => b.slot - a.slot);
  }

  listFor(uid: string): Promise<readonly Match[]> {
    return this.listForStudent(uid);
  }

  async revealedOn(matchId: string): Promise<RevealedContacts> {
    const records = await this.#database.transact(["contacts"], "readonly", (transaction) =>
      requestResult<ContactsRecord[]>(transaction.objectStore("contacts").getAll(contactsOfMatch(matchId))),
    );
    return Object.fromEntries(records.map((record) => [record.uid, record.addresses]));
  }

  async replace(oldId: string, match: Match, contacts: RevealedContacts): Promise<void> {
    const replaced = await this.#database.transact(["matches", "contacts"], "readwrite", async (transaction) => {
      const matches = transaction.objectStore("matches");
      const old = await requestResult<Match | undefined>(matches.get(oldId));
      if (old === undefined) return null;
      if (oldId !== match.id) await requestResult(matches.delete(oldId));
      await requestResult(matches.put(match));
      const store = transaction.objectStore("contacts");
      await requestResult(store.delete(contactsOfMatch(oldId)));
      for (const [uid, addresses] of Object.entries(contacts)) {
        const record: ContactsRecord = { matchId: match.id, uid, addresses: { ...addresses } };
        await requestResult(store.put(record));
      }
      return old;
    });
    if (replaced !== null) this.#tell([...replaced.memberIds, ...match.memberIds]);
  }

  async outcomesOf(uid: string): Promise<readonly StudentRoundOutcome[]> {
    const [rounds, mine] = await Promise.all([
      this.#database.transact(["rounds"], "readonly", (transaction) =>
        requestResult<(LocalRound | LegacyRound)[]>(transaction.objectStore("rounds").getAll()),
      ),
      this.listForStudent(uid),
    ]);
    const myMatchIds = new Set(mine.map((match) => match.id));
    return rounds
      .map((round) => ownOutcome(asLocalRound(round), uid, myMatchIds))
      .filter((outcome): outcome is StudentRoundOutcome => outcome !== null);
  }

  async forget(dayId: string, uid: string): Promise<void> {
    await this.#database.transact(["rounds"], "readwrite", async (transaction) => {
      const rounds = transaction.objectStore("rounds");
      const stored = await requestResult<LocalRound | LegacyRound | undefined>(rounds.get(dayId));
      if (stored === undefined) return;
      const round = asLocalRound(stored);
      const schools = Object.fromEntries(
        Object.entries(round.schools).map(([name, school]) => {
          if ("failed" in school) return [name, school];
          const { [uid]: _forgotten, ...notMatched } = school.notMatched;
          return [name, { ...school, notMatched }];
        }),
      );
      const forgotten = [...(round.forgotten ?? []), uid];
      await requestResult(rounds.put({ ...round, schools, forgotten } satisfies LocalRound));
    });
  }

  async listForSchoolSince(school: string, since: EpochMillis): Promise<readonly Match[]> {
    const matches = await this.#database.transact(["matches"], "readonly", (transaction) =>
      requestResult<Match[]>(transaction.objectStore("matches").index("school").getAll(school)),
    );
    return matches.filter((match) => match.slot >= since);
  }

  async listForDay(dayId: string, school?: string): Promise<readonly Match[]> {
    const matches = await this.#dayMatches(dayId);
    return school === undefined ? matches : matches.filter((match) => match.school === school);
  }

  async listForSlot(dayId: string, school: string, slot: EpochMillis): Promise<readonly Match[]> {
    return (await this.#dayMatches(dayId)).filter((match) => match.school === school && match.slot === slot);
  }

  #dayMatches(dayId: string): Promise<Match[]> {
    return this.#database.transact(["matches"], "readonly", (transaction) =>
      requestResult<Match[]>(transaction.objectStore("matches").index("dayId").getAll(dayId)),
    );
  }

  async withdrawRound(dayId: string, refuseIf: (matches: readonly Match[]) => boolean): Promise<RoundWithdrawal> {
    const withdrawal = await this.#database.transact(
      ["rounds", "matches"],
      "readwrite",
      async (transaction): Promise<RoundWithdrawal> => {
        const rounds = transaction.objectStore("rounds");
        const stored = await requestResult<LocalRound | LegacyRound | undefined>(rounds.get(dayId));
        // A round still matching its schools is not taken back: a school's run would record it again.
        if (stored === undefined || asLocalRound(stored).status !== "recorded") return { status: "not-recorded" };
        const store = transaction.objectStore("matches");
        const matches = await requestResult<Match[]>(store.index("dayId").getAll(dayId));
        if (refuseIf(matches)) return { status: "refused" };
        await requestResult(rounds.delete(dayId));
        for (const match of matches) await requestResult(store.delete(match.id));
        return { status: "withdrawn", matches };
      },
    );
    if (withdrawal.status === "withdrawn") this.#tell(withdrawal.matches.flatMap((match) => match.memberIds));
    return withdrawal;
  }

  async #change(matchId: string, change: (match: Match) => Match): Promise<void> {
    const changed = await this.#database.transact(["matches"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("matches");
      const match = await requestResult<Match | undefined>(store.get(matchId));
      if (match === undefined) throw new Error(`No match ${matchId}`);
      const updated = change(match);
      await requestResult(store.put(updated));
      // Those seated at a table by this change hear of it too.
      return [...match.memberIds, ...updated.memberIds];
    });
    this.#tell(changed);
  }

  /** Every tab hears that these students' matches changed (once each). */
  #tell(uids: readonly string[]): void {
    for (const uid of new Set(uids)) this.#signal.notify(matchesOf(uid));
  }
}

/** A student's part of a day's round: not matched and why, matched (one of their matches is the round's), or null. */
function ownOutcome(round: LocalRound, uid: string, myMatchIds: ReadonlySet<string>): StudentRoundOutcome | null {
  if (round.forgotten?.includes(uid)) return null;
  for (const school of recordedSchools(round)) {
    const outcome = studentOutcomeOf(
      school,
      uid,
      school.matchIds.some((id) => myMatchIds.has(id)),
    );
    if (outcome !== null) return outcome;
  }
  return null;
}
