import { describe, expect, it, vi } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { MemorySessionStorage } from "../../../adapters/local/MemorySessionStorage";
import type { SessionStorage } from "../../../domain/session/ports/SessionStorage";
import { Session } from "../../../domain/session/Session";
import { SESSION_LIFETIME_MS, SESSION_RECHECK_INTERVAL_MS } from "../../../domain/session/sessionRules";
import { aSessionUser } from "../../support/sessionUsers";
import { StubIdentity } from "../../support/stubIdentity";

const START = new Date(2025, 8, 4, 12, 0).getTime();
const MINUTE = 60_000;

function setUp() {
  const clock = new ManualClock(START);
  const storage = new MemorySessionStorage();
  const identity = new StubIdentity();
  return { clock, storage, identity, session: new Session(storage, clock, identity) };
}

/** Lets the sign-out the session asked for (without waiting) reach the identity. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  it("ends on logout, removes the stored entry and signs the provider out", async () => {
    const { storage, session, identity } = setUp();
    session.start(aSessionUser());
    await session.end();
    expect(session.current()).toBeNull();
    expect(storage.read()).toBeNull();
    expect(identity.signOuts).toBe(1);
  });

  it("ends even when the provider cannot be told", async () => {
    const { session, identity } = setUp();
    identity.signOut = () => Promise.reject(new Error("offline"));
    session.start(aSessionUser());
    await expect(session.end()).resolves.toBeUndefined();
    expect(session.current()).toBeNull();
  });

  it("is picked up by a new page from storage", () => {
    const { clock, storage, session, identity } = setUp();
    session.start(aSessionUser());
    expect(new Session(storage, clock, identity).current()).toEqual(aSessionUser());
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

  it("signs the provider out when it expires, so its own sign-in does not outlive the session", async () => {
    const { clock, session, identity } = setUp();
    session.start(aSessionUser());
    session.subscribe(() => {});
    clock.advanceBy(SESSION_LIFETIME_MS - MINUTE);
    await settle();
    expect(identity.signOuts).toBe(0);
    clock.advanceBy(SESSION_RECHECK_INTERVAL_MS);
    await settle();
    expect(identity.signOuts).toBe(1);
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

  it("treats an expired stored entry as signed out when a page opens, and signs the provider out", async () => {
    const { clock, storage, session, identity } = setUp();
    session.start(aSessionUser());
    clock.advanceBy(SESSION_LIFETIME_MS);
    expect(new Session(storage, clock, identity).current()).toBeNull();
    expect(storage.read()).toBeNull();
    await settle();
    expect(identity.signOuts).toBe(1);
  });

  it("takes an expiry up to 7 days ahead, and treats one further ahead as corrupt (a hand edit)", async () => {
    const { clock, storage, identity } = setUp();
    const entry = (expiry: number) => JSON.stringify({ user: aSessionUser(), expiry });
    storage.write(entry(START + SESSION_LIFETIME_MS));
    expect(new Session(storage, clock, identity).current()).toEqual(aSessionUser());

    storage.write(entry(START + SESSION_LIFETIME_MS + 1));
    expect(new Session(storage, clock, identity).current()).toBeNull();
    expect(storage.read()).toBeNull();
    await settle();
    expect(identity.signOuts).toBe(1);
  });

  it("asks the provider nothing when a page opens with nobody signed in", async () => {
    const { clock, storage, identity } = setUp();
    new Session(storage, clock, identity);
    await settle();
    expect(identity.signOuts).toBe(0);
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
  ])("removes an unreadable entry (%s) and signs out, the provider too", async (_case, entry) => {
    const { clock, storage, identity } = setUp();
    storage.write(entry);
    const session = new Session(storage, clock, identity);
    expect(session.current()).toBeNull();
    expect(storage.read()).toBeNull();
    await settle();
    expect(identity.signOuts).toBe(1);
  });

  it("drops unknown fields of a stored entry, such as a token", () => {
    const { clock, storage, identity } = setUp();
    storage.write(JSON.stringify({ user: { ...aSessionUser(), idToken: "secret" }, expiry: START + MINUTE }));
    expect(new Session(storage, clock, identity).current()).toEqual(aSessionUser());
  });

  it("follows another tab logging out (which signed the provider out itself)", async () => {
    const { storage, session, identity } = setUp();
    const onChange = vi.fn();
    session.start(aSessionUser());
    session.subscribe(onChange);
    storage.changeElsewhere(null);
    expect(session.current()).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    await settle();
    expect(identity.signOuts).toBe(0);
  });

  it("follows another tab logging in", () => {
    const { clock, storage, session } = setUp();
    session.subscribe(() => {});
    const other = new Session(new MemorySessionStorage(), clock, new StubIdentity());
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
    const session = new Session(refusing, new ManualClock(START), new StubIdentity());
    expect(session.current()).toBeNull();
    expect(session.canRemember()).toBe(false);
  });

  it("keeps a login for this page only", async () => {
    const session = new Session(refusing, new ManualClock(START), new StubIdentity());
    session.start(aSessionUser());
    expect(session.current()).toEqual(aSessionUser());
    await session.end();
    expect(session.current()).toBeNull();
  });
});
