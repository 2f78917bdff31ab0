import { afterEach, describe, expect, it } from "vitest";
import { BrowserDeviceCopies } from "../../../adapters/browser/BrowserDeviceCopies";
import { LocalStorageChatOutbox } from "../../../adapters/browser/LocalStorageChatOutbox";
import { LocalStoragePendingSignUp } from "../../../adapters/browser/LocalStoragePendingSignUp";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { ReverseGeocodeCache } from "../../../adapters/nominatim/reverseGeocodeCache";
import { profileEditOf } from "../../../domain/profile/ProfileEdit";
import { defaultProfile } from "../../../domain/profile/UserProfile";
import { keepProfileDraft } from "../../../src/features/profile/profileDraft";

const ANA = { uid: "ana", email: "ana@state.edu" };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** What `uid` leaves on this device as the app writes it: a draft and an unsent message, unsaved profile changes. */
function copiesOf(uid: string) {
  new LocalStorageChatOutbox(window).write(uid, {
    drafts: { "match-1": "See you at" },
    pending: [{ id: `${uid}-m1`, conversationId: "match-1", senderUid: uid, text: "Hi", writtenAt: 1 }],
  });
  keepProfileDraft(uid, { ...profileEditOf(defaultProfile(`${uid}@state.edu`, 0)), bio: `I'm ${uid}` });
}

const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index)).sort();

describe("BrowserDeviceCopies", () => {
  it("forgets the account's drafts, unsent messages and unsaved profile; another account's stay", async () => {
    copiesOf("ana");
    copiesOf("hana");
    expect(keys(localStorage)).toEqual(["strangers.chat-outbox.ana", "strangers.chat-outbox.hana"]);
    expect(keys(sessionStorage)).toEqual(["strangers.profileDraft.ana", "strangers.profileDraft.hana"]);

    await new BrowserDeviceCopies(window).remove(ANA);

    expect(keys(localStorage)).toEqual(["strangers.chat-outbox.hana"]);
    expect(keys(sessionStorage)).toEqual(["strangers.profileDraft.hana"]);
    expect(new LocalStorageChatOutbox(window).read("hana").drafts).toEqual({ "match-1": "See you at" });
  });

  it("forgets the device's pending sign-up if it is the account's, whatever its case, and no other", async () => {
    const pending = new LocalStoragePendingSignUp(window);
    pending.remember({ email: "Ana@State.edu", confirmedAdult: true });
    await new BrowserDeviceCopies(window).remove(ANA);
    expect(localStorage.length).toBe(0);

    pending.remember({ email: "ben@state.edu", confirmedAdult: true });
    await new BrowserDeviceCopies(window).remove(ANA);
    expect(keys(localStorage)).toEqual(["strangers.pendingSignUp"]);
  });

  it("forgets the places looked up for the tab's positions, and keeps the app's own settings", async () => {
    new ReverseGeocodeCache(sessionStorage, new ManualClock(0), 60_000).write(
      { latitude: "42.28", longitude: "-83.74" },
      "Ann Arbor",
    );
    localStorage.setItem("strangers.dev.clockOffset", "3600000");
    localStorage.setItem("somebody-else", "theirs");
    expect(sessionStorage.length).toBe(1);

    await new BrowserDeviceCopies(window).remove(ANA);

    expect(sessionStorage.length).toBe(0);
    expect(keys(localStorage)).toEqual(["somebody-else", "strangers.dev.clockOffset"]);
  });

  it("does not fail where the browser refuses storage (nothing was kept there)", async () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      get sessionStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    } as unknown as Window;
    await expect(new BrowserDeviceCopies(blocked).remove(ANA)).resolves.toBeUndefined();
  });
});
