import { describe, expect, it } from "vitest";
import type { NewMessage } from "../../domain/chat/ChatMessage";
import { CHAT_OPEN_AFTER_MEAL_MS, MESSAGE_MAX_LENGTH, MESSAGES_PER_WINDOW } from "../../domain/chat/chatRules";
import type { ChatStore, ConversationFeed } from "../../domain/chat/ports/ChatStore";
import type { Match } from "../../domain/meetups/Match";
import { MEAL_DURATION_MS } from "../../domain/meetups/meetupRules";
import type { SafetyReport } from "../../domain/meetups/Report";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { RequestRefusedError } from "../../domain/shared/serviceErrors";
import { aMatch, aMember, aReport } from "../support/meetupFixtures";

/**
 * The system has written `matches`; `as(uid)` is the adapter used by that signed-in student (ana,
 * ben, cy: verified at state.edu); `fileReport` files a report as its reporter would, and nothing
 * more (no reaction of the system's is awaited); `suspend` is the trust and safety team's suspension
 * until a time; the store's time now, and how far from it the store's own times may be.
 */
export type ChatStoreSetUp = (matches: readonly Match[]) => Promise<{
  readonly as: (uid: string) => Promise<ChatStore>;
  readonly fileReport: (report: SafetyReport) => Promise<void>;
  readonly suspend: (uid: string, until: EpochMillis) => Promise<void>;
  readonly storeTime: () => Promise<EpochMillis>;
  readonly timeTolerance: number;
}>;

/** How long a change may take to reach another member's watch (the 2 s, with room for a loaded machine). */
const DELIVERY_MS = 5_000;

/** The next feed of a watch that satisfies `until`, or the watch's error. */
function nextFeed(
  store: ChatStore,
  conversationId: string,
  uid: string,
  until: (feed: ConversationFeed) => boolean,
): Promise<ConversationFeed> {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      reject(new Error("No such feed in time"));
    }, DELIVERY_MS);
    stop = store.watch(
      conversationId,
      uid,
      (feed) => {
        if (!until(feed)) return;
        clearTimeout(timer);
        queueMicrotask(() => stop());
        resolve(feed);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const texts = (feed: ConversationFeed) => feed.messages.map((message) => message.text);

/** What every ChatStore adapter must do: the conversation of a match, as its members see it. */
export function describeChatStoreContract(adapterName: string, setUp: ChatStoreSetUp): void {
  describe(`ChatStore contract: ${adapterName}`, () => {
    const match = aMatch(["ana", "ben"]);
    const message = (id: string, text = "Hi! I'm by the window.", senderUid = "ana"): NewMessage => ({
      id,
      conversationId: match.id,
      senderUid,
      text,
    });

    it("brings a member's message to the other's open conversation, at the store's time, oldest first", async () => {
      const { as, storeTime, timeTolerance } = await setUp([match]);
      const [ana, ben] = [await as("ana"), await as("ben")];
      const arriving = nextFeed(ben, match.id, "ben", (feed) => feed.messages.length === 2);
      await ana.send(message("m-1", "Hi Ben!"));
      await ben.send(message("m-2", "Hi Ana! See you there.", "ben"));
      const feed = await arriving;
      expect(texts(feed)).toEqual(["Hi Ben!", "Hi Ana! See you there."]);
      expect(feed.messages[0]).toMatchObject({ id: "m-1", conversationId: match.id, senderUid: "ana" });
      const now = await storeTime();
      for (const sent of feed.messages) expect(Math.abs(sent.sentAt - now)).toBeLessThanOrEqual(timeTolerance);
      expect(feed.closed).toBe(false);
    });

    it("stores a message sent again under the same id once (a retry, a reload)", async () => {
      const { as } = await setUp([match]);
      const ana = await as("ana");
      await ana.send(message("m-1"));
      await ana.send(message("m-1"));
      const feed = await nextFeed(ana, match.id, "ana", () => true);
      expect(feed.messages.map((sent) => sent.id)).toEqual(["m-1"]);
    });

    it("takes a message of exactly the longest length, and refuses one longer, or empty", async () => {
      const { as } = await setUp([match]);
      const ana = await as("ana");
      await ana.send(message("m-1", "x".repeat(MESSAGE_MAX_LENGTH)));
      await expect(ana.send(message("m-2", "x".repeat(MESSAGE_MAX_LENGTH + 1)))).rejects.toBeInstanceOf(
        RequestRefusedError,
      );
      await expect(ana.send(message("m-3", "  "))).rejects.toBeInstanceOf(RequestRefusedError);
    });

    it("lets nobody but the members read or write", async () => {
      const { as } = await setUp([match]);
      const cy = await as("cy");
      await expect(cy.send(message("m-1", "Hello?", "cy"))).rejects.toBeInstanceOf(RequestRefusedError);
      await expect(nextFeed(cy, match.id, "cy", () => true)).rejects.toBeDefined();
    });

    it("lets a member who cancelled read, and not write", async () => {
      const cancelled = aMatch(["ana", "ben"], {
        members: { ana: aMember("ana", { cancelledAt: match.createdAt }), ben: aMember("ben") },
      });
      const { as } = await setUp([cancelled]);
      const [ana, ben] = [await as("ana"), await as("ben")];
      await ben.send(message("m-1", "Oh, a pity.", "ben"));
      await expect(ana.send(message("m-2"))).rejects.toBeInstanceOf(RequestRefusedError);
      expect(texts(await nextFeed(ana, match.id, "ana", (feed) => feed.messages.length > 0))).toEqual(["Oh, a pity."]);
    });

    it("closes the conversation for both once one blocks the other: both still read it, neither writes", async () => {
      const { as, fileReport } = await setUp([match]);
      const [ana, ben] = [await as("ana"), await as("ben")];
      await ana.send(message("m-1"));
      await fileReport(aReport("ben", "ana"));
      expect(texts(await nextFeed(ana, match.id, "ana", (feed) => feed.closed))).toEqual(["Hi! I'm by the window."]);
      await expect(ana.send(message("m-2"))).rejects.toBeInstanceOf(RequestRefusedError);
      await expect(ben.send(message("m-3", "Bye", "ben"))).rejects.toBeInstanceOf(RequestRefusedError);
    });

    it("closes the conversation for both the moment one reports the other, whoever files", async () => {
      const { as, fileReport } = await setUp([match]);
      const [ana, ben] = [await as("ana"), await as("ben")];
      await fileReport(aReport("ana", "ben", { kind: "report", reason: "harassment" }));
      await expect(ben.send(message("m-1", "Why?", "ben"))).rejects.toBeInstanceOf(RequestRefusedError);
      await expect(ana.send(message("m-2"))).rejects.toBeInstanceOf(RequestRefusedError);
      expect((await nextFeed(ben, match.id, "ben", (feed) => feed.closed)).closed).toBe(true);
    });

    describe("at a table of six", () => {
      const seats = ["ana", "ben", "cy", "dee", "eli", "fay"];
      // Told its names an hour ago: its conversation is open.
      const table = aMatch(seats, { kind: "group-dinner", revealAt: Date.now() - 3_600_000 });
      const tableMessage = (id: string, senderUid: string): NewMessage => ({
        id,
        conversationId: table.id,
        senderUid,
        text: `Hi from ${senderUid}`,
      });

      it("takes the one who blocks out of the conversation, and the table goes on", async () => {
        const { as, fileReport } = await setUp([table]);
        const [ana, ben, fay] = [await as("ana"), await as("ben"), await as("fay")];
        await fileReport(aReport("fay", "ben", { matchId: table.id }));
        await expect(fay.send(tableMessage("m-1", "fay"))).rejects.toBeInstanceOf(RequestRefusedError);
        await ben.send(tableMessage("m-2", "ben"));
        await ana.send(tableMessage("m-3", "ana"));
        expect((await nextFeed(fay, table.id, "fay", (feed) => feed.closed)).closed).toBe(true);
        const others = await nextFeed(ana, table.id, "ana", (feed) => feed.messages.length === 2);
        expect(others.closed).toBe(false);
        expect(texts(others)).toEqual(["Hi from ben", "Hi from ana"]);
      });
    });

    it("refuses the messages of a member suspended by the trust and safety team, until the suspension ends", async () => {
      const { as, suspend, storeTime } = await setUp([match]);
      const [ana, ben] = [await as("ana"), await as("ben")];
      await suspend("ana", (await storeTime()) + 86_400_000);
      await expect(ana.send(message("m-1"))).rejects.toBeInstanceOf(RequestRefusedError);
      await ben.send(message("m-2", "Still there?", "ben"));
    });

    it("refuses a message once the week after the meal is over", async () => {
      const { storeTime } = await setUp([]);
      const long = (await storeTime()) - CHAT_OPEN_AFTER_MEAL_MS - MEAL_DURATION_MS - 60_000;
      const over = aMatch(["ana", "ben"], { slot: long, createdAt: long - 86_400_000 });
      const { as } = await setUp([over]);
      await expect((await as("ana")).send(message("m-1"))).rejects.toBeInstanceOf(RequestRefusedError);
    });

    it(`refuses a member's message over ${MESSAGES_PER_WINDOW} in a minute`, async () => {
      const { as } = await setUp([match]);
      const ana = await as("ana");
      for (let index = 0; index < MESSAGES_PER_WINDOW; index++) await ana.send(message(`m-${index}`, `Line ${index}`));
      await expect(ana.send(message("m-too-many", "One more"))).rejects.toBeInstanceOf(RequestRefusedError);
    });

    it("records how far a member has read, at the store's time, for that member alone", async () => {
      const { as, storeTime, timeTolerance } = await setUp([match]);
      const [ana, ben] = [await as("ana"), await as("ben")];
      await ben.send(message("m-1", "Hi!", "ben"));
      expect((await nextFeed(ana, match.id, "ana", (feed) => feed.messages.length === 1)).readAt).toBeNull();
      await ana.markRead(match.id, "ana");
      const read = await nextFeed(ana, match.id, "ana", (feed) => feed.readAt !== null);
      expect(Math.abs((read.readAt ?? 0) - (await storeTime()))).toBeLessThanOrEqual(timeTolerance);
      expect((await nextFeed(ben, match.id, "ben", () => true)).readAt).toBeNull();
    });
  });
}
