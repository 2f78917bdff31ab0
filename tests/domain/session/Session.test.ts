import { describe, expect, it, vi } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { MemorySessionStorage } from "../../../adapters/local/MemorySessionStorage";
import type { SessionStorage } from "../../../domain/ports/SessionStorage";
import { Session } from "../../../domain/session/Session";
import { SESSION_LIFETIME_MS, SESSION_RECHECK_INTERVAL_MS } from "../../../domain/session/sessionRules";
import { aSessionUser } from "../../support/sessionUsers";

const START = new Date(2025, 8, 4, 12, 0).getTime();
const MINUTE = 60_000;

function setUp() {
  const clock = new ManualClock(START);
  const storage = new MemorySessionStorage();
  return { clock, storage, session: new Session(storage, clock) };
}

describe("Session (spec §4)", () => {
  it("starts signed out", () => {
    expect(setUp().session.current()).toBeNull();
  });

  it("stores the user and an expiry 7 days ahead, in milliseconds", () => {
    const { storage, session } = setUp();
    const user = aSessionUser();
    session.start(user);
    expect(session.current()).toEqual(user);
    expect(JSON.parse(storage.read() ?? "")).toEqual({ user, expiry: START + 7 * 24 * 60 * MINUTE });
  });

  it("keeps the same user object while nothing changes, so screens do not re-render", () => {
    const { session } = setUp();
    session.start(aSessionUser());
    const first = session.current();
    session.refresh();
    expect(session.current()).toBe(first);
  });

  it("ends on logout and removes the stored entry", () => {
    const { storage, session } = setUp();
    session.start(aSessionUser());
    session.end();
    expect(session.current()).toBeNull();
    expect(storage.read()).toBeNull();
  });

  it("is picked up by a new page from storage", () => {
    const { clock, storage, session } = setUp();
    session.start(aSessionUser());
    expect(new Session(storage, clock).current()).toEqual(aSessionUser());
  });

  it("expires after 7 days, noticed by the re-check every 60 s", () => {
    const { clock, storage, session } = setUp();
    const onChange = vi.fn();
    session.start(aSessionUser());
    session.subscribe(onChange);

    clock.advanceBy(SESSION_LIFETIME_MS - MINUTE);
    expect(session.current()).not.toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    clock.advanceBy(SESSION_RECHECK_INTERVAL_MS);
    expect(session.current()).toBeNull();
    expect(storage.read()).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("re-checks every 60 s, not more often", () => {
    const { clock, storage, session } = setUp();
    session.start(aSessionUser());
    session.subscribe(() => {});
    storage.write("not json"); // changed without an event, as by devtools
    clock.advanceBy(SESSION_RECHECK_INTERVAL_MS - 1);
    expect(session.current()).not.toBeNull();
    clock.advanceBy(1);
    expect(session.current()).toBeNull();
  });

  it("treats an expired stored entry as signed out when a page opens", () => {
    const { clock, storage, session } = setUp();
    session.start(aSessionUser());
    clock.advanceBy(SESSION_LIFETIME_MS);
    expect(new Session(storage, clock).current()).toBeNull();
    expect(storage.read()).toBeNull();
  });

  it.each([
    ["not JSON", "{user:"],
    ["JSON of another shape", JSON.stringify({ name: "ana" })],
    ["a user without an id", JSON.stringify({ user: { ...aSessionUser(), uid: "" }, expiry: START + MINUTE })],
    ["a missing expiry", JSON.stringify({ user: aSessionUser() })],
    ["a text expiry", JSON.stringify({ user: aSessionUser(), expiry: "tomorrow" })],
    [
      "an older version's user",
      JSON.stringify({ user: { uid: "u1", email: "ana@state.edu" }, expiry: START + MINUTE }),
    ],
  ])("removes an unreadable entry (%s) and signs out", (_case, entry) => {
    const { clock, storage } = setUp();
    storage.write(entry);
    const session = new Session(storage, clock);
    expect(session.current()).toBeNull();
    expect(storage.read()).toBeNull();
  });

  it("drops unknown fields of a stored entry, such as a token", () => {
    const { clock, storage } = setUp();
    storage.write(JSON.stringify({ user: { ...aSessionUser(), idToken: "secret" }, expiry: START + MINUTE }));
    expect(new Session(storage, clock).current()).toEqual(aSessionUser());
  });

  it("follows another tab logging out", () => {
    const { storage, session } = setUp();
    const onChange = vi.fn();
    session.start(aSessionUser());
    session.subscribe(onChange);
    storage.changeElsewhere(null);
    expect(session.current()).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("follows another tab logging in", () => {
    const { clock, storage, session } = setUp();
    session.subscribe(() => {});
    const other = new Session(new MemorySessionStorage(), clock);
    other.start(aSessionUser({ uid: "uid-bo", email: "bo@state.edu" }));
    storage.changeElsewhere(JSON.stringify({ user: other.current(), expiry: START + SESSION_LIFETIME_MS }));
    expect(session.current()?.uid).toBe("uid-bo");
  });

  it("stops re-checking when nobody listens any more", () => {
    const { clock, session } = setUp();
    const unsubscribe = session.subscribe(() => {});
    expect(clock.pendingTimerCount()).toBe(1);
    unsubscribe();
    expect(clock.pendingTimerCount()).toBe(0);
  });
});

describe("Session when the browser refuses storage", () => {
  const refusing: SessionStorage = {
    read: () => {
      throw new DOMException("denied", "SecurityError");
    },
    write: () => {
      throw new DOMException("full", "QuotaExceededError");
    },
    remove: () => {
      throw new DOMException("denied", "SecurityError");
    },
    onChangedElsewhere: () => () => {},
  };

  it("starts signed out and says it cannot remember the session", () => {
    const session = new Session(refusing, new ManualClock(START));
    expect(session.current()).toBeNull();
    expect(session.canRemember()).toBe(false);
  });

  it("keeps a login for this page only", () => {
    const session = new Session(refusing, new ManualClock(START));
    session.start(aSessionUser());
    expect(session.current()).toEqual(aSessionUser());
    session.end();
    expect(session.current()).toBeNull();
  });
});
