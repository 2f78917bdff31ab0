import {
  type Match,
  type MatchMember,
  type NoMatchReason,
  type RoundOutcome,
  type StudentRoundOutcome,
  studentOutcomeOf,
} from "../../domain/meetups/Match";
import type { LateOptInLedger } from "../../domain/meetups/ports/LateOptInLedger";
import type { MatchFeed } from "../../domain/meetups/ports/MatchFeed";
import type { MatchLedger, TableDetails } from "../../domain/meetups/ports/MatchLedger";
import type { MatchRecords, RevealedContacts } from "../../domain/meetups/ports/MatchRecords";
import type { MatchStore, MemberAnswers } from "../../domain/meetups/ports/MatchStore";
import type { RoundRecords } from "../../domain/meetups/ports/RoundRecords";
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
  implements MatchStore, MatchLedger, LateOptInLedger, MatchRecords, RoundRecords, MatchFeed
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

  async recordRound(outcome: RoundOutcome, matches: readonly Match[]): Promise<boolean> {
    const recorded = await this.#database.transact(["rounds", "matches"], "readwrite", async (transaction) => {
      const rounds = transaction.objectStore("rounds");
      if ((await requestResult(rounds.getKey(outcome.dayId))) !== undefined) return false;
      await requestResult(rounds.add(outcome));
      for (const match of matches) await requestResult(transaction.objectStore("matches").put(match));
      return true;
    });
    if (recorded) this.#tell(matches.flatMap((match) => match.memberIds));
    return recorded;
  }

  async addToRound(
    dayId: string,
    notMatched: Readonly<Record<string, NoMatchReason>>,
    matches: readonly Match[],
  ): Promise<void> {
    const added = await this.#database.transact(["rounds", "matches"], "readwrite", async (transaction) => {
      const rounds = transaction.objectStore("rounds");
      const outcome = await requestResult<RoundOutcome | undefined>(rounds.get(dayId));
      if (outcome === undefined) return false;
      await requestResult(
        rounds.put({
          ...outcome,
          matchIds: [
            ...outcome.matchIds,
            ...matches.map((match) => match.id).filter((id) => !outcome.matchIds.includes(id)),
          ],
          notMatched: { ...notMatched, ...outcome.notMatched },
        } satisfies RoundOutcome),
      );
      for (const match of matches) await requestResult(transaction.objectStore("matches").put(match));
      return true;
    });
    if (added) this.#tell([...Object.keys(notMatched), ...matches.flatMap((match) => match.memberIds)]);
  }

  async findRoundOutcome(dayId: string): Promise<RoundOutcome | null> {
    const outcome = await this.#database.transact(["rounds"], "readonly", (transaction) =>
      requestResult<RoundOutcome | undefined>(transaction.objectStore("rounds").get(dayId)),
    );
    return outcome ?? null;
  }

  async findMyOutcome(dayId: string, uid: string): Promise<StudentRoundOutcome | null> {
    const outcome = await this.findRoundOutcome(dayId);
    if (outcome === null) return null;
    const roundMatches = new Set(outcome.matchIds);
    const matched = (await this.listForStudent(uid)).some((match) => roundMatches.has(match.id));
    return studentOutcomeOf(outcome, uid, matched);
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

  async addNotices(matchId: string, notices: readonly string[]): Promise<void> {
    await this.#change(matchId, (match) => ({ ...match, notices: [...new Set([...match.notices, ...notices])] }));
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
        requestResult<RoundOutcome[]>(transaction.objectStore("rounds").getAll()),
      ),
      this.listForStudent(uid),
    ]);
    const myMatchIds = new Set(mine.map((match) => match.id));
    return rounds
      .map((round) =>
        studentOutcomeOf(
          round,
          uid,
          round.matchIds.some((id) => myMatchIds.has(id)),
        ),
      )
      .filter((outcome): outcome is StudentRoundOutcome => outcome !== null);
  }

  async forget(dayId: string, uid: string, renamedMatches: Readonly<Record<string, string>>): Promise<void> {
    await this.#database.transact(["rounds"], "readwrite", async (transaction) => {
      const rounds = transaction.objectStore("rounds");
      const round = await requestResult<RoundOutcome | undefined>(rounds.get(dayId));
      if (round === undefined) return;
      const { [uid]: _forgotten, ...notMatched } = round.notMatched;
      const matchIds = round.matchIds.map((id) => renamedMatches[id] ?? id);
      await requestResult(rounds.put({ ...round, notMatched, matchIds } satisfies RoundOutcome));
    });
  }

  async listForSchoolSince(school: string, since: EpochMillis): Promise<readonly Match[]> {
    const matches = await this.#database.transact(["matches"], "readonly", (transaction) =>
      requestResult<Match[]>(transaction.objectStore("matches").index("school").getAll(school)),
    );
    return matches.filter((match) => match.slot >= since);
  }

  async listForDay(dayId: string): Promise<readonly Match[]> {
    return this.#database.transact(["matches"], "readonly", (transaction) =>
      requestResult<Match[]>(transaction.objectStore("matches").index("dayId").getAll(dayId)),
    );
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
