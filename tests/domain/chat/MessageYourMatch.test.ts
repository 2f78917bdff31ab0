import { describe, expect, it, vi } from "vitest";
import { ManualVisibility } from "../../../adapters/local/ManualVisibility";
import type { NewMessage } from "../../../domain/chat/ChatMessage";
import { ChatError } from "../../../domain/chat/chatErrors";
import { MESSAGE_MAX_LENGTH, MESSAGE_RESEND_AFTER_MS } from "../../../domain/chat/chatRules";
import { shownMessages } from "../../../domain/chat/conversation";
import { type ConversationState, MessageYourMatch } from "../../../domain/chat/MessageYourMatch";
import type { ChatOutbox, OutboxContents } from "../../../domain/chat/ports/ChatOutbox";
import type { ChatStore } from "../../../domain/chat/ports/ChatStore";
import { UnreadMessages } from "../../../domain/chat/UnreadMessages";
import { DEMO_REPLY } from "../../../domain/devtools/ReplyAsDemoStudents";
import type { Match } from "../../../domain/meetups/Match";
import { BACKEND_CALL_TIMEOUT_MS } from "../../../domain/shared/backendTimeout";
import { RequestRefusedError, ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend } from "../../support/localBackend";
import { aMatch, aMember, aReport } from "../../support/meetupFixtures";

/** The device's storage as the browser keeps it, in memory: what a reload (a new use case) reads again. */
class MemoryChatOutbox implements ChatOutbox {
  readonly kept = new Map<string, OutboxContents>();
  read(uid: string): OutboxContents {
    return this.kept.get(uid) ?? { drafts: {}, pending: [] };
  }
  write(uid: string, contents: OutboxContents): void {
    this.kept.set(uid, contents);
  }
}

let ids = 0;

/** Ana and Ben's match, days ahead, on the local backend; each of them on a device of their own. */
async function aConversation(match: Match = aMatch(["ana", "ben"])) {
  const backend = createLocalBackend(new Date());
  await backend.matchStore.add([match]);
  const device = (uid: string, chats: ChatStore = backend.chats) => {
    const outbox = new MemoryChatOutbox();
    const visibility = new ManualVisibility();
    const session = { current: () => ({ uid }) } as never;
    const ports = {
      session,
      chats,
      outbox,
      matches: backend.matchStore,
      backoffice: backend.backoffice,
      visibility,
      ids: { newId: () => `id-${ids++}` },
      clock: backend.clock,
      logger: backend.logger,
    };
    /** The page loaded again on this device: the same storage, a new use case. */
    const reload = () => new MessageYourMatch(ports);
    return { chat: reload(), outbox, visibility, reload, ports };
  };
  return { backend, match, device };
}

/** Follows the conversation; `latest()` is the last state it showed, `until` waits for one. */
function follow(chat: MessageYourMatch, matchId: string) {
  let latest: ConversationState = { status: "loading" };
  const waiters = new Set<() => void>();
  const watch = chat.watch(matchId, (state) => {
    latest = state;
    for (const waiter of [...waiters]) waiter();
  });
  const until = (check: (state: Extract<ConversationState, { status: "ready" }>) => boolean) =>
    vi.waitFor(() => {
      if (latest.status !== "ready" || !check(latest)) throw new Error("Not yet");
      return latest;
    });
  return { watch, latest: () => latest, until };
}

const texts = (state: Extract<ConversationState, { status: "ready" }>) =>
  shownMessages(state.feed, state.outgoing).map((message) => `${message.text} (${message.status})`);

describe("writing to one's match (MessageYourMatch)", () => {
  it("sends a message the other member sees as it comes; the sender sees it sent", async () => {
    const { match, device } = await aConversation();
    const ana = device("ana");
    const ben = follow(device("ben").chat, match.id);
    const mine = follow(ana.chat, match.id);
    await ana.chat.send(match, "Hi Ben!");
    await ben.until((state) => state.feed.messages.length === 1);
    expect(texts(await mine.until((state) => state.feed.messages.length === 1))).toEqual(["Hi Ben! (sent)"]);
  });

  it("refuses at once, keeping nothing and the draft, a message that is empty or too long", async () => {
    const { match, device } = await aConversation();
    const ana = device("ana");
    ana.chat.saveDraft(match.id, "x".repeat(MESSAGE_MAX_LENGTH + 1));
    await expect(ana.chat.send(match, "x".repeat(MESSAGE_MAX_LENGTH + 1))).rejects.toEqual(new ChatError("too-long"));
    await expect(ana.chat.send(match, "   ")).rejects.toEqual(new ChatError("empty"));
    expect(ana.outbox.read("ana").pending).toEqual([]);
    expect(ana.reload().draftOf(match.id)).toBe("x".repeat(MESSAGE_MAX_LENGTH + 1));
  });

  it("refuses a member who cancelled, and everyone once a member blocked", async () => {
    const cancelled = aMatch(["ana", "ben"], {
      members: { ana: aMember("ana", { cancelledAt: Date.now() }), ben: aMember("ben") },
    });
    const { match, device, backend } = await aConversation(cancelled);
    await expect(device("ana").chat.send(match, "Hi")).rejects.toEqual(new ChatError("cancelled"));
    await backend.reportStore.file(aReport("ana", "ben"));
    const ben = device("ben");
    await follow(ben.chat, match.id).until((state) => state.feed.closed);
    await expect(ben.chat.send(match, "Hi")).rejects.toEqual(new ChatError("closed"));
  });

  it("keeps a message written offline, and sends it once when the device is back online", async () => {
    const { match, device, backend } = await aConversation();
    const ana = device("ana");
    const mine = follow(ana.chat, match.id);
    ana.visibility.setActive(false);
    await ana.chat.send(match, "I'm by the window.");
    expect(texts(await mine.until((state) => state.outgoing.length === 1))).toEqual(["I'm by the window. (waiting)"]);
    expect(await backend.chats.messages(match.id)).toEqual([]);
    ana.visibility.setActive(true);
    await mine.until((state) => state.feed.messages.length === 1 && state.outgoing.length === 0);
    ana.visibility.setActive(false);
    ana.visibility.setActive(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await backend.chats.messages(match.id)).map((message) => message.text)).toEqual(["I'm by the window."]);
  });

  it("sends a message whose answer was lost again under its id, so it is stored once", async () => {
    const { match, device, backend } = await aConversation();
    // The store takes the message, and the answer never comes back.
    const lossy: ChatStore = {
      watch: (...args) => backend.chats.watch(...args),
      markRead: (...args) => backend.chats.markRead(...args),
      send: async (message: NewMessage) => {
        await backend.chats.send(message);
        throw new ServiceUnreachableError("The answer was lost");
      },
    };
    const ana = device("ana", lossy);
    await ana.chat.send(match, "Hello?");
    // Loaded again, with the store answering: the kept message goes again, under the same id.
    const reloaded = device("ana");
    reloaded.outbox.write("ana", ana.outbox.read("ana"));
    const again = follow(reloaded.reload(), match.id);
    await again.until((state) => state.feed.messages.length === 1 && state.outgoing.length === 0);
    expect((await backend.chats.messages(match.id)).map((message) => message.text)).toEqual(["Hello?"]);
  });

  it("shows a message the store refused as failed, with Retry, and keeps it", async () => {
    const { match, device, backend } = await aConversation();
    let refuse = true;
    const refusing: ChatStore = {
      watch: (...args) => backend.chats.watch(...args),
      markRead: (...args) => backend.chats.markRead(...args),
      send: async (message) => {
        if (refuse) throw new RequestRefusedError("No");
        await backend.chats.send(message);
      },
    };
    const ana = device("ana", refusing);
    const mine = follow(ana.chat, match.id);
    await ana.chat.send(match, "Hi");
    const failed = await mine.until((state) => state.outgoing[0]?.status === "failed");
    expect(failed.outgoing[0]?.problem).toBe("refused");
    refuse = false;
    await ana.chat.retry(failed.outgoing[0]?.id ?? "");
    await mine.until((state) => state.feed.messages.length === 1 && state.outgoing.length === 0);
  });

  it("waits, rather than fails, for a store that does not answer, and says so", async () => {
    const { match, device, backend } = await aConversation();
    const silent: ChatStore = {
      watch: (...args) => backend.chats.watch(...args),
      markRead: (...args) => backend.chats.markRead(...args),
      send: () => new Promise(() => {}),
    };
    const ana = device("ana", silent);
    const mine = follow(ana.chat, match.id);
    const sending = ana.chat.send(match, "Hi");
    await mine.until((state) => state.outgoing[0]?.status === "sending");
    backend.clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    await sending;
    expect((await mine.until((state) => state.outgoing[0]?.status === "waiting")).outgoing[0]?.problem).toBe(
      "timed-out",
    );
  });

  it("tries again shortly a message that did not reach the server while online, and stores it once", async () => {
    const { match, device, backend } = await aConversation();
    let reachable = false;
    const flaky: ChatStore = {
      watch: (...args) => backend.chats.watch(...args),
      markRead: (...args) => backend.chats.markRead(...args),
      send: async (message) => {
        if (!reachable) throw new ServiceUnreachableError("The connection is coming back");
        await backend.chats.send(message);
      },
    };
    const ana = device("ana", flaky);
    const mine = follow(ana.chat, match.id);
    await ana.chat.send(match, "Back online");
    await mine.until((state) => state.outgoing[0]?.status === "waiting");
    reachable = true;
    backend.clock.advanceBy(MESSAGE_RESEND_AFTER_MS);
    await mine.until((state) => state.feed.messages.length === 1 && state.outgoing.length === 0);
    backend.clock.advanceBy(MESSAGE_RESEND_AFTER_MS);
    expect((await backend.chats.messages(match.id)).map((message) => message.text)).toEqual(["Back online"]);
  });

  it("keeps the draft on the device: a reload finds it; sending it clears it", async () => {
    const { match, device } = await aConversation();
    const ana = device("ana");
    ana.chat.saveDraft(match.id, "See you at");
    expect(ana.reload().draftOf(match.id)).toBe("See you at");
    await ana.chat.send(match, "See you at noon");
    expect(ana.reload().draftOf(match.id)).toBe("");
  });
});

describe("the unread count (UnreadMessages)", () => {
  it("counts the others' messages until the member has read them", async () => {
    const { match, device, backend } = await aConversation();
    const ben = device("ben");
    const unread = new UnreadMessages({ ...ben.ports, matches: backend.matchStore, feed: backend.matchStore });
    const counts: number[] = [];
    const stop = unread.watch((current) => counts.push(current.byConversation[match.id] ?? 0));
    await device("ana").chat.send(match, "Hi Ben!");
    await vi.waitFor(() => expect(counts.at(-1)).toBe(1));
    await ben.chat.markRead(match.id);
    await vi.waitFor(() => expect(counts.at(-1)).toBe(0));
    stop();
  });
});

describe("the demo students on the offline backend (ReplyAsDemoStudents)", () => {
  it("answer the first message of their match once, with a short reply", async () => {
    const match = aMatch(["ana", "demo-1"]);
    const { device, backend } = await aConversation(match);
    await backend.demoCohort.add([{ uid: "demo-1", behaviour: "shows-up", email: "demo-1@state.edu" }]);
    const ana = device("ana");
    await ana.chat.send(match, "Hi!");
    backend.clock.advanceBy(60_000);
    await ana.chat.send(match, "Are you there?");
    expect((await backend.chats.messages(match.id)).map((message) => message.text)).toEqual([
      "Hi!",
      DEMO_REPLY,
      "Are you there?",
    ]);
  });
});
