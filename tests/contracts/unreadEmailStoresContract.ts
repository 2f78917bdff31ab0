import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../domain/chat/ChatMessage";
import type { ChatActivity } from "../../domain/chat/ports/ChatActivity";
import type { UnreadEmailLedger } from "../../domain/chat/ports/UnreadEmailLedger";
import type { Match } from "../../domain/meetups/Match";
import { aMatch, SLOT } from "../support/meetupFixtures";

/**
 * The system's stores behind the emails about unread messages, on an empty database with
 * `matches` written: the conversations as the system reads them, and the record of the emails,
 * beside what writes the conversations as their members do.
 */
export type UnreadEmailStoresSetUp = (matches: readonly Match[]) => Promise<{
  readonly activity: ChatActivity;
  readonly ledger: UnreadEmailLedger;
  /** Writes a message as its member sent it (the store's time is `sentAt`). */
  readonly writeMessage: (message: ChatMessage) => Promise<void>;
  /** Records that the member has read the conversation until now. */
  readonly markRead: (conversationId: string, uid: string) => Promise<void>;
  /** Files a member's block as the member files it: they leave the conversation. */
  readonly block: (match: Match, reporterUid: string, reportedUid: string) => Promise<void>;
}>;

const ours = aMatch(["ana", "ben"]);
const theirs = aMatch(["ben", "cy"]);
const message = (match: Match, id: string, senderUid: string, sentAt: number): ChatMessage => ({
  id,
  conversationId: match.id,
  senderUid,
  text: `Message ${id}`,
  sentAt,
});

/** What the stores behind the emails about unread messages must do on every backend. */
export function describeUnreadEmailStoresContract(backendName: string, setUp: UnreadEmailStoresSetUp): void {
  describe(`ChatActivity contract: ${backendName}`, () => {
    it("reads the messages sent after one time and until another, across conversations, oldest first", async () => {
      const { activity, writeMessage } = await setUp([ours, theirs]);
      const start = SLOT - 86_400_000;
      await writeMessage(message(ours, "a", "ana", start));
      await writeMessage(message(theirs, "c", "cy", start + 2_000));
      await writeMessage(message(ours, "b", "ben", start + 1_000));
      await writeMessage(message(ours, "d", "ana", start + 3_000));
      const read = await activity.sentBetween(start, start + 2_000, 10, null);
      expect(read.messages.map((sent) => [sent.conversationId, sent.id, sent.senderUid, sent.sentAt])).toEqual([
        [ours.id, "b", "ben", start + 1_000],
        [theirs.id, "c", "cy", start + 2_000],
      ]);
      expect(read.next).toBeNull();
      expect(await activity.sentBetween(start + 3_000, start + 9_000, 10, null)).toEqual({ messages: [], next: null });
    });

    it("reads one conversation's newest messages within a window, oldest first, and no other's", async () => {
      const { activity, writeMessage } = await setUp([ours, theirs]);
      const start = SLOT - 86_400_000;
      await writeMessage(message(ours, "a", "ana", start));
      await writeMessage(message(ours, "b", "ben", start + 1_000));
      await writeMessage(message(theirs, "c", "cy", start + 1_500));
      await writeMessage(message(ours, "d", "ana", start + 2_000));
      await writeMessage(message(ours, "e", "ben", start + 3_000));
      await writeMessage(message(ours, "f", "ana", start + 4_000));
      const latest = await activity.latestIn(ours.id, start, start + 3_000, 2);
      expect(latest.map((sent) => [sent.id, sent.senderUid, sent.sentAt])).toEqual([
        ["d", "ana", start + 2_000],
        ["e", "ben", start + 3_000],
      ]);
      expect((await activity.latestIn(ours.id, start, start + 9_000, 10)).map((sent) => sent.id)).toEqual([
        "b",
        "d",
        "e",
        "f",
      ]);
      expect(await activity.latestIn(theirs.id, start + 1_500, start + 9_000, 10)).toEqual([]);
    });

    it("reads them a page at a time, each message once, messages sent at the same time included", async () => {
      const { activity, writeMessage } = await setUp([ours, theirs]);
      const start = SLOT - 86_400_000;
      await writeMessage(message(ours, "a", "ana", start + 1_000));
      await writeMessage(message(theirs, "b", "cy", start + 1_000));
      await writeMessage(message(ours, "c", "ben", start + 2_000));
      await writeMessage(message(theirs, "d", "ben", start + 3_000));
      await writeMessage(message(ours, "e", "ana", start + 4_000));
      const ids: string[] = [];
      let pages = 0;
      let from: string | null = null;
      do {
        const page: Awaited<ReturnType<ChatActivity["sentBetween"]>> = await activity.sentBetween(
          start,
          start + 9_000,
          2,
          from,
        );
        expect(page.messages.length).toBeLessThanOrEqual(2);
        ids.push(...page.messages.map((sent) => sent.id));
        from = page.next;
        pages += 1;
      } while (from !== null && pages < 10);
      expect(ids.slice(2)).toEqual(["c", "d", "e"]);
      expect(ids.slice(0, 2).sort()).toEqual(["a", "b"]);
      expect(pages).toBe(3);
    });

    it("says how far each member has read a conversation, and who left it", async () => {
      const { activity, markRead, block } = await setUp([ours, theirs]);
      expect(await activity.standingOf(ours.id)).toEqual({ readAt: {}, leftBy: [] });
      const before = Date.now() - 60_000;
      await markRead(ours.id, "ana");
      const standing = await activity.standingOf(ours.id);
      expect(Object.keys(standing.readAt)).toEqual(["ana"]);
      expect(standing.readAt.ana).toBeGreaterThan(before);
      await block(ours, "ben", "ana");
      expect((await activity.standingOf(ours.id)).leftBy).toEqual(["ben"]);
      expect((await activity.standingOf(theirs.id)).leftBy).toEqual([]);
    });
  });

  describe(`UnreadEmailLedger contract: ${backendName}`, () => {
    it("records an email only over the record it read: of two runs at once, one", async () => {
      const { ledger } = await setUp([ours]);
      expect(await ledger.lastEmailedAt(ours.id, "ana")).toBeNull();
      const runs = await Promise.all([
        ledger.recordEmail(ours.id, "ana", null, SLOT - 2_000),
        ledger.recordEmail(ours.id, "ana", null, SLOT - 1_000),
      ]);
      expect(runs.filter(Boolean)).toHaveLength(1);
      const recorded = await ledger.lastEmailedAt(ours.id, "ana");
      expect([SLOT - 2_000, SLOT - 1_000]).toContain(recorded);
      expect(await ledger.recordEmail(ours.id, "ana", null, SLOT)).toBe(false);
      expect(await ledger.recordEmail(ours.id, "ana", recorded, SLOT)).toBe(true);
      expect(await ledger.lastEmailedAt(ours.id, "ana")).toBe(SLOT);
      expect(await ledger.lastEmailedAt(ours.id, "ben")).toBeNull();
    });

    it("moves a conversation's records to its new id, without the leaver's", async () => {
      const { ledger } = await setUp([ours]);
      await ledger.recordEmail(ours.id, "ana", null, SLOT - 2_000);
      await ledger.recordEmail(ours.id, "ben", null, SLOT - 1_000);
      await ledger.move(ours.id, `${ours.id}-renamed`, "ana");
      expect(await ledger.lastEmailedAt(`${ours.id}-renamed`, "ben")).toBe(SLOT - 1_000);
      expect(await ledger.lastEmailedAt(`${ours.id}-renamed`, "ana")).toBeNull();
      expect(await ledger.lastEmailedAt(ours.id, "ben")).toBeNull();
      await ledger.move("no-such-conversation", "elsewhere", "ana");
    });
  });
}
