import { describe, expect, it } from "vitest";
import { mayNotify } from "../../functions/src/notifications";

/** notifyOnMatchWritten's filter: NotifyMatch's own record (its notices, the due index) starts no run of it. */
/** A stored time, as the trigger's document data holds one (compared by value). */
const at = (seconds: number) => ({ seconds, nanoseconds: 0 });

describe("mayNotify (notifyOnMatchWritten, notifyOnRsvpChanged)", () => {
  const match = { slot: at(1_000), members: { ana: { confirmed_at: null } }, notices: [] };
  const indexed = { ...match, next_push_at: at(500) };

  it("runs for a new match and for a change to what it says, not for a deletion", () => {
    expect(mayNotify(undefined, match)).toBe(true);
    expect(mayNotify(indexed, { ...indexed, members: { ana: { confirmed_at: at(10) } } })).toBe(true);
    expect(mayNotify(indexed, undefined)).toBe(false);
  });

  it("does not run for its own record: the notices it claimed and the due index it moved", () => {
    expect(mayNotify(match, { ...match, notices: ["push:matched:ana"] })).toBe(false);
    expect(mayNotify(match, indexed)).toBe(false);
    expect(mayNotify(indexed, { ...indexed, next_push_at: null, notices: ["push:matched:ana"] })).toBe(false);
  });

  it("runs when a write drops the due index (the match written whole again), so that it is written again", () => {
    expect(mayNotify(indexed, match)).toBe(true);
  });
});
