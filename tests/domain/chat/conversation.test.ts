import { describe, expect, it } from "vitest";
import { isClosedFor } from "../../../domain/chat/conversation";

describe("isClosedFor: who a block, a report or a 'not again' takes out of a conversation", () => {
  it("closes a lunch for two for both members once either left it", () => {
    expect(isClosedFor("lunch-for-two", "ana", [])).toBe(false);
    expect(isClosedFor("lunch-for-two", "ana", ["ben"])).toBe(true);
    expect(isClosedFor("lunch-for-two", "ben", ["ben"])).toBe(true);
  });

  it("at a table, takes out only the one who left: the table goes on", () => {
    expect(isClosedFor("group-dinner", "fay", ["fay"])).toBe(true);
    expect(isClosedFor("group-dinner", "ana", ["fay"])).toBe(false);
    expect(isClosedFor("group-dinner", "ana", ["fay", "ana"])).toBe(true);
  });
});
