import { describe, expect, it } from "vitest";
import { conversationLeavers, keepingConversationLeavers } from "../../../adapters/firebase/documents/matchDocument";

/** What an erasure's anonymised match keeps of who left the conversation (AdminMatchLedger.replace). */
describe("keepingConversationLeavers", () => {
  const member = (uid: string, fields: Record<string, unknown> = {}) => ({ uid, ...fields });
  const stamp = "2030-01-15T12:00:00Z";

  it("keeps the stamp of a member still at the table, when another member's seat is anonymised", () => {
    const previous = {
      kind: "group-dinner",
      member_ids: ["ana", "ben", "fay"],
      members: { ana: member("ana"), ben: member("ben"), fay: member("fay", { left_chat_at: stamp }) },
    };
    const renewed = {
      kind: "group-dinner",
      member_ids: ["former-1", "ben", "fay"],
      members: { "former-1": member("former-1"), ben: member("ben"), fay: member("fay") },
    };
    const kept = keepingConversationLeavers(renewed, previous);
    expect(conversationLeavers(kept)).toEqual(["fay"]);
    expect(kept.chat_closed_at).toBeUndefined();
  });

  it("keeps a lunch for two closed when the member who left it is the one whose account is gone", () => {
    const previous = {
      member_ids: ["ana", "ben"],
      members: { ana: member("ana", { left_chat_at: stamp }), ben: member("ben") },
    };
    const renewed = {
      member_ids: ["ben", "former-1"],
      members: { ben: member("ben"), "former-1": member("former-1") },
    };
    expect(conversationLeavers(keepingConversationLeavers(renewed, previous))).toEqual(["ben", "former-1"]);
  });

  it("changes nothing of a conversation nobody left", () => {
    const previous = { member_ids: ["ana", "ben"], members: { ana: member("ana"), ben: member("ben") } };
    const renewed = {
      member_ids: ["ben", "former-1"],
      members: { ben: member("ben"), "former-1": member("former-1") },
    };
    expect(keepingConversationLeavers(renewed, previous)).toEqual(renewed);
  });
});
