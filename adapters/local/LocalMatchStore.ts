import type { Match, RoundOutcome } from "../../domain/meetups/Match";
import type { MatchLedger } from "../../domain/ports/MatchLedger";
import type { MatchStore, MemberAnswers } from "../../domain/ports/MatchStore";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/**
 * Matches and round outcomes in IndexedDB: the offline stand-in for Firestore `matches` and `rounds`,
 * for the students and for the system alike.
 */
export class LocalMatchStore implements MatchStore, MatchLedger {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async recordRound(outcome: RoundOutcome, matches: readonly Match[]): Promise<boolean> {
    return this.#database.transact(["rounds", "matches"], "readwrite", async (transaction) => {
      const rounds = transaction.objectStore("rounds");
      if ((await requestResult(rounds.getKey(outcome.dayId))) !== undefined) return false;
      await requestResult(rounds.add(outcome));
      for (const match of matches) await requestResult(transaction.objectStore("matches").put(match));
      return true;
    });
  }

  async findRoundOutcome(dayId: string): Promise<RoundOutcome | null> {
    const outcome = await this.#database.transact(["rounds"], "readonly", (transaction) =>
      requestResult<RoundOutcome | undefined>(transaction.objectStore("rounds").get(dayId)),
    );
    return outcome ?? null;
  }

  async add(matches: readonly Match[]): Promise<void> {
    await this.#database.transact(["matches"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("matches");
      for (const match of matches) {
        if ((await requestResult(store.getKey(match.id))) === undefined) await requestResult(store.add(match));
      }
    });
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

  async update(matchId: string, changes: Partial<Pick<Match, "contacts" | "notices">>): Promise<void> {
    await this.#change(matchId, (match) => ({ ...match, ...changes }));
  }

  async listForStudent(uid: string): Promise<readonly Match[]> {
    const matches = await this.#database.transact(["matches"], "readonly", (transaction) =>
      requestResult<Match[]>(transaction.objectStore("matches").index("memberIds").getAll(uid)),
    );
    return matches.sort((a, b) => b.slot - a.slot);
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
    await this.#database.transact(["matches"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("matches");
      const match = await requestResult<Match | undefined>(store.get(matchId));
      if (match === undefined) throw new Error(`No match ${matchId}`);
      await requestResult(store.put(change(match)));
    });
  }
}
