import { describe, expect, it } from "vitest";
import type { Match } from "../../domain/meetups/Match";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import type { MatchNoticeLedger } from "../../domain/notifications/ports/MatchNoticeLedger";
import { aMatch } from "../support/meetupFixtures";

/**
 * NotifyMatch's record on a match (its claims and its due index), on an empty database. `add`
 * writes matches as the round does and returns once the system's own reactions to them are over
 * (on Firebase, the notification trigger's first run).
 */
export type MatchNoticeLedgerSetUp = () => Promise<{
  readonly ledger: MatchNoticeLedger;
  readonly matches: Pick<MatchLedger, "get">;
  readonly add: (matches: readonly Match[]) => Promise<void>;
}>;

const MINUTE = 60_000;
// Long past: the notification trigger on the emulators has nothing to tell of these matches.
const T = Date.UTC(2021, 0, 5, 15);
const past = (members: readonly string[]) =>
  aMatch(members, { slot: T - 60 * MINUTE, createdAt: T - 3 * 24 * 60 * MINUTE, revealAt: T - 3 * 24 * 60 * MINUTE });

/** What NotifyMatch's ledger must do on every backend. */
export function describeMatchNoticeLedgerContract(backendName: string, setUp: MatchNoticeLedgerSetUp): void {
  describe(`MatchNoticeLedger contract: ${backendName}`, () => {
    it("claims each notice once: of two claims at once, each key goes to one, and a claim again gets none", async () => {
      const { ledger, matches, add } = await setUp();
      const match = past(["ana", "ben"]);
      await add([match]);
      const next = { at: null, basedOn: match };
      const [first, second] = await Promise.all([
        ledger.claimNotices(match.id, ["push:matched:ana", "push:matched:ben"], next),
        ledger.claimNotices(match.id, ["push:matched:ben", "push:confirmed:ben:ana"], next),
      ]);
      const claimed = [...(first ?? []), ...(second ?? [])];
      expect([...claimed].sort()).toEqual(["push:confirmed:ben:ana", "push:matched:ana", "push:matched:ben"]);
      expect(await ledger.claimNotices(match.id, ["push:matched:ana"], next)).toEqual([]);
      expect([...((await matches.get(match.id))?.notices ?? [])].sort()).toEqual([...claimed].sort());
      expect(await ledger.claimNotices("no-such-match", ["push:matched:ana"], next)).toEqual([]);
    });

    it("lists the matches whose next notification is due, by its moment, a page at a time, never one with none", async () => {
      const { ledger, add } = await setUp();
      const [early, later, none] = [past(["ana", "ben"]), past(["cy", "dee"]), past(["eve", "fay"])];
      await add([early, later, none]);
      await ledger.claimNotices(later.id, [], { at: T + 10 * MINUTE, basedOn: later });
      await ledger.claimNotices(early.id, [], { at: T, basedOn: early });
      await ledger.claimNotices(none.id, [], { at: null, basedOn: none });
      const ids = (pushes: readonly { readonly match: Match }[]) => pushes.map((push) => push.match.id);
      expect(await ledger.duePushes(T - 1, 10, null)).toEqual([]);
      expect(await ledger.duePushes(T + 5 * MINUTE, 10, null)).toEqual([{ match: early, at: T }]);
      expect(ids(await ledger.duePushes(T + 10 * MINUTE, 10, null))).toEqual([early.id, later.id]);
      const [first] = await ledger.duePushes(T + 10 * MINUTE, 1, null);
      expect(first?.match.id).toBe(early.id);
      const cursor = { at: first?.at ?? 0, matchId: first?.match.id ?? "" };
      expect(ids(await ledger.duePushes(T + 10 * MINUTE, 1, cursor))).toEqual([later.id]);
      // Moved on (its notification sent): no longer due.
      await ledger.claimNotices(early.id, ["push:x:ana"], { at: null, basedOn: early });
      expect(ids(await ledger.duePushes(T + 10 * MINUTE, 10, null))).toEqual([later.id]);
    });

    it("leaves the due index as it is when the match changed since it was read (apart from its notices)", async () => {
      const { ledger, add } = await setUp();
      const match = past(["ana", "ben"]);
      await add([match]);
      await ledger.claimNotices(match.id, ["push:matched:ana"], { at: T, basedOn: match });
      const stale = { ...match, createdAt: match.createdAt - MINUTE };
      expect(await ledger.claimNotices(match.id, ["push:matched:ben"], { at: null, basedOn: stale })).toEqual([
        "push:matched:ben",
      ]);
      expect((await ledger.duePushes(T, 10, null)).map((push) => push.at)).toEqual([T]);
      // Read before its own notices were added: still the same match.
      await ledger.claimNotices(match.id, [], { at: null, basedOn: match });
      expect(await ledger.duePushes(T, 10, null)).toEqual([]);
    });
  });
}
