import { afterEach, describe, expect, it, vi } from "vitest";
import { LocalStorageChatOutbox } from "../../../adapters/browser/LocalStorageChatOutbox";

const contents = {
  drafts: { "match-1": "See you at" },
  pending: [{ id: "m-1", conversationId: "match-1", senderUid: "ana", text: "Hi", writtenAt: 1 }],
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("LocalStorageChatOutbox", () => {
  it("keeps each student's drafts and unsent messages through a reload (a new adapter), apart", () => {
    new LocalStorageChatOutbox(window).write("ana", contents);
    const reloaded = new LocalStorageChatOutbox(window);
    expect(reloaded.read("ana")).toEqual(contents);
    expect(reloaded.read("ben")).toEqual({ drafts: {}, pending: [] });
  });

  it("leaves nothing behind once nothing is kept", () => {
    const outbox = new LocalStorageChatOutbox(window);
    outbox.write("ana", contents);
    outbox.write("ana", { drafts: {}, pending: [] });
    expect(localStorage.length).toBe(0);
  });

  it("reads an entry of another shape, or storage that cannot be read, as nothing kept", () => {
    localStorage.setItem("strangers.chat-outbox.ana", JSON.stringify({ drafts: { a: 3 }, pending: [{ id: 1 }] }));
    expect(new LocalStorageChatOutbox(window).read("ana")).toEqual({ drafts: {}, pending: [] });
    localStorage.setItem("strangers.chat-outbox.ana", "{not json");
    expect(new LocalStorageChatOutbox(window).read("ana")).toEqual({ drafts: {}, pending: [] });
  });

  it("throws when the storage refuses the write (full, blocked): the use case keeps it for the page", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Full", "QuotaExceededError");
    });
    expect(() => new LocalStorageChatOutbox(window).write("ana", contents)).toThrow("Full");
  });
});
