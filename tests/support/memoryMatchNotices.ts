import type { Match } from "../../domain/meetups/Match";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import type {
  DuePush,
  DuePushCursor,
  MatchNoticeLedger,
  NextPush,
} from "../../domain/notifications/ports/MatchNoticeLedger";
import { sameApartFromNotices } from "../../domain/notifications/sameApartFromNotices";
import type { EpochMillis } from "../../domain/shared/EpochMillis";

/**
 * NotifyMatch's matches in memory, for the domain's tests on the manual clock: what the adapters
 * keep (the contract: tests/contracts/matchNoticeLedgerContract.ts), and a count of the matches
 * read, as Firestore bills them (one per document returned).
 */
export class MemoryMatchNotices implements Pick<MatchLedger, "get" | "listForDay">, MatchNoticeLedger {
  readonly #matches = new Map<string, Match>();
  readonly #due = new Map<string, EpochMillis | null>();
  reads = 0;

  constructor(matches: readonly Match[]) {
    for (const match of matches) this.#matches.set(match.id, match);
  }

  /** The test's own change to a match (a member's answer), as if written by the app. */
  put(match: Match): void {
    this.#matches.set(match.id, match);
  }

  stored(matchId: string): Match | undefined {
    return this.#matches.get(matchId);
  }

  async get(matchId: string): Promise<Match | null> {
    this.reads += 1;
    return this.#matches.get(matchId) ?? null;
  }

  async listForDay(dayId: string): Promise<readonly Match[]> {
    const day = [...this.#matches.values()].filter((match) => match.dayId === dayId);
    this.reads += Math.max(day.length, 1);
    return day;
  }

  async claimNotices(matchId: string, keys: readonly string[], next: NextPush): Promise<readonly string[]> {
    this.reads += 1;
    const match = this.#matches.get(matchId);
    if (match === undefined) return [];
    const added = [...new Set(keys)].filter((key) => !match.notices.includes(key));
    this.#matches.set(matchId, { ...match, notices: [...match.notices, ...added] });
    if (sameApartFromNotices(next.basedOn, match)) this.#due.set(matchId, next.at);
    return added;
  }

  async duePushes(now: EpochMillis, limit: number, after: DuePushCursor | null): Promise<readonly DuePush[]> {
    const due = [...this.#due]
      .flatMap(([id, at]) => {
        const match = this.#matches.get(id);
        return at === null || at > now || match === undefined ? [] : [{ match, at }];
      })
      .filter((push) => after === null || push.at > after.at || (push.at === after.at && push.match.id > after.matchId))
      .sort((a, b) => a.at - b.at || (a.match.id < b.match.id ? -1 : 1))
      .slice(0, limit);
    // A query that finds nothing is billed one read.
    this.reads += Math.max(due.length, 1);
    return due;
  }
}
